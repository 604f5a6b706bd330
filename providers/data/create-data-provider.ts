/**
 * The DataProvider factory (DESIGN.md §3): one Refine DataProvider per backend service, each made
 * from a row of the conventions table.
 */
import type { AxiosRequestConfig, AxiosResponse } from "axios";
import type { BaseKey, BaseRecord, DataProvider, MetaQuery } from "@refinedev/core";
import { followAccepted, isPlainObject, toHttpError, type HttpClient } from "../http";
import { fillEndpoint, type PathParams } from "./endpoint";
import { toFilterParams } from "./filters";
import { toListQuery } from "./list-query";
import { toSortParams } from "./sort";
import { fromSpringPage } from "./spring-page";
import type { Dialect } from "./types";

/** Options of {@link createDataProvider}. */
export interface DataProviderOptions {
  /**
   * Placeholder values every endpoint may use, read at each call; the app passes
   * `() => ({ provider: session.providerSlug })`. A resource's `meta.pathParams` wins over them.
   */
  pathParams?: () => PathParams;
}

/**
 * What a resource's (or a hook call's) `meta` may carry for these providers.
 * - `endpoint`: collection path template, e.g. `"rcm/v1/accounts"`; default: the resource name.
 * - `itemEndpoint`: item path template with `{id}`; default `<endpoint>/{id}`
 *   (e.g. list `arc/v1/providers/{provider}/outpatient-care-claim`, item `arc/v2/providers/{provider}/claims/{id}`).
 * - `pathParams`: placeholder values for this call.
 * - `snakeBody`: send create/update/custom bodies snake_cased (where the specification says so).
 * - `updateMethod`: `"put"` (default) or `"patch"`.
 */
export interface PortalMeta {
  endpoint?: string;
  itemEndpoint?: string;
  pathParams?: PathParams;
  snakeBody?: boolean;
  updateMethod?: "put" | "patch";
}

/**
 * Makes the Refine 5 DataProvider of one service.
 * - `getList`: GET `<endpoint>` with `toListQuery` parameters; answer read with `fromSpringPage`
 *   (`{ data: content, total: totalElements }`; a missing total throws).
 * - `getOne` / `getMany`: GET `<itemEndpoint>` (one call per id; no batch endpoint exists).
 * - `create`: POST `<endpoint>`; `update`: PUT/PATCH `<itemEndpoint>`; `deleteOne`: DELETE
 *   `<itemEndpoint>`. A 202 answer is followed to its end (`followAccepted`).
 * - `custom`: any method on `url` (templates filled too), filters/sorters mapped in the dialect,
 *   `query` added as is, 202 followed.
 * - `getApiUrl`: the client's base URL.
 * Mapping mistakes (unknown operator, unfilled placeholder, `pagination.mode: "off"`) throw a
 * plain Error before any request; HTTP failures reject with a `PortalHttpError` (Refine `HttpError`
 * shape, message chosen per 000 §8), abort errors unchanged.
 * @param dialect - the service's row of the conventions table.
 * @param http - the portal's HTTP client.
 * @param options - see {@link DataProviderOptions}.
 */
export function createDataProvider(
  dialect: Dialect,
  http: HttpClient,
  options: DataProviderOptions = {},
): DataProvider {
  const paramsFor = (meta: MetaQuery | undefined, extra: PathParams = {}): PathParams => ({
    ...(options.pathParams?.() ?? {}),
    ...(portalMeta(meta).pathParams ?? {}),
    ...extra,
  });
  const collectionUrl = (resource: string, meta: MetaQuery | undefined): string =>
    fillEndpoint(portalMeta(meta).endpoint ?? resource, paramsFor(meta));
  const itemUrl = (resource: string, id: BaseKey, meta: MetaQuery | undefined): string => {
    const own = portalMeta(meta);
    const template = own.itemEndpoint ?? `${own.endpoint ?? resource}/{id}`;
    return fillEndpoint(template, paramsFor(meta, { id }));
  };
  const send = async (config: AxiosRequestConfig): Promise<AxiosResponse> => {
    try {
      return await http.request(config);
    } catch (error) {
      throw toHttpError(error);
    }
  };
  const body = async (response: AxiosResponse, signal?: AbortSignal): Promise<unknown> => {
    try {
      return await followAccepted(http, response, { signal });
    } catch (error) {
      throw toHttpError(error);
    }
  };
  const getOne: DataProvider["getOne"] = async ({ resource, id, meta }) => {
    const response = await send({ method: "get", url: itemUrl(resource, id, meta), signal: signalOf(meta) });
    return { data: response.data as never };
  };

  return {
    getApiUrl: () => http.defaults.baseURL ?? "",

    getList: async ({ resource, pagination, sorters, filters, meta }) => {
      const url = collectionUrl(resource, meta);
      const params = toListQuery(dialect, { pagination, sorters, filters });
      const response = await send({ method: "get", url, params, signal: signalOf(meta) });
      const page = fromSpringPage(response.data);
      return { ...page, data: page.data as never[] };
    },

    getOne,

    getMany: async ({ resource, ids, meta }) => {
      const answers = await Promise.all(ids.map((id) => getOne({ resource, id, meta })));
      return { data: answers.map((answer) => answer.data as never) };
    },

    create: async ({ resource, variables, meta }) => {
      const url = collectionUrl(resource, meta);
      const response = await send({
        method: "post",
        url,
        data: variables,
        snakeBody: portalMeta(meta).snakeBody,
      });
      return { data: asRecord(await body(response)) as never };
    },

    update: async ({ resource, id, variables, meta }) => {
      const own = portalMeta(meta);
      const url = itemUrl(resource, id, meta);
      const response = await send({
        method: own.updateMethod ?? "put",
        url,
        data: variables,
        snakeBody: own.snakeBody,
      });
      return { data: asRecord(await body(response)) as never };
    },

    deleteOne: async ({ resource, id, variables, meta }) => {
      const url = itemUrl(resource, id, meta);
      const response = await send({ method: "delete", url, data: variables });
      return { data: asRecord(await body(response), { id }) as never };
    },

    custom: async ({ url, method, filters, sorters, payload, query, headers, meta }) => {
      const filled = url.includes("{") ? fillEndpoint(url, paramsFor(meta)) : url;
      const params = {
        ...toFilterParams(filters, dialect.filters),
        ...toSortParams(sorters, dialect.sort),
        ...(isPlainObject(query) ? query : {}),
      };
      const signal = signalOf(meta);
      const response = await send({
        method,
        url: filled,
        params,
        data: payload,
        headers: headers as AxiosRequestConfig["headers"],
        snakeBody: portalMeta(meta).snakeBody,
        signal,
      });
      return { data: (await body(response, signal)) as never };
    },
  };
}

/** The portal's own keys of a `meta`, type-checked. */
function portalMeta(meta: MetaQuery | undefined): PortalMeta {
  if (!meta) return {};
  const { endpoint, itemEndpoint, pathParams, snakeBody, updateMethod } = meta as PortalMeta;
  return { endpoint, itemEndpoint, pathParams, snakeBody, updateMethod };
}

/** The abort signal react-query hands to queries (Refine passes it as `meta.queryContext.signal`). */
function signalOf(meta: MetaQuery | undefined): AbortSignal | undefined {
  return meta?.queryContext?.signal;
}

/** A JSON object answer, or `fallback` for an empty answer (204, `""`). */
function asRecord(value: unknown, fallback: BaseRecord = {}): BaseRecord {
  return isPlainObject(value) ? (value as BaseRecord) : fallback;
}
