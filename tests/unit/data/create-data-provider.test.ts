/**
 * The DataProvider factory over a fake API (DESIGN.md §3; docs/api-contract.md).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { BASE, makeClient, server } from "../http/support";
import { arcDialect, createDataProvider, denialsDialect, rcmDialect } from "../../../providers/data";
import { PortalHttpError } from "../../../providers/http";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Records the query of each GET on `path` and answers a Spring page. */
function listEndpoint(path: string, page: Record<string, unknown>) {
  const queries: Array<Record<string, string>> = [];
  server.use(
    http.get(`${BASE}/${path}`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(page);
    }),
  );
  return queries;
}

const providerSlug = () => ({ provider: "clinica-central-do" });

describe("getList", () => {
  it("001 §7 rcm: 0-based page, sort + order_by, snake filters; Spring page read camel-cased", async () => {
    const queries = listEndpoint("rcm/v1/accounts", {
      content: [{ id: 1, invoice_number: "F-1" }],
      total_elements: 31,
      total_pages: 3,
      number: 1,
      size: 15,
    });
    const provider = createDataProvider(rcmDialect, makeClient().client);

    const answer = await provider.getList({
      resource: "accounts",
      pagination: { currentPage: 2, pageSize: 15 },
      sorters: [{ field: "invoiceAmount", order: "desc" }],
      filters: [
        { field: "statuses", operator: "in", value: ["PENDING", "READY_TO_GENERATE"] },
        { field: "searchValue", operator: "eq", value: "ana" },
        { field: "isReassignedAccount", operator: "eq", value: false },
      ],
      meta: { endpoint: "rcm/v1/accounts" },
    });

    expect(answer).toEqual({ data: [{ id: 1, invoiceNumber: "F-1" }], total: 31 });
    expect(queries).toEqual([
      {
        page: "1",
        size: "15",
        sort: "desc",
        order_by: "invoice_amount",
        statuses: "PENDING,READY_TO_GENERATE",
        search_value: "ana",
        is_reassigned_account: "false",
      },
    ]);
  });

  it("000 §7 arc: {provider} filled from the factory's pathParams; sort=createdAt,desc", async () => {
    const queries = listEndpoint("arc/v1/providers/clinica-central-do/outpatient-care-claim", {
      content: [],
      total_elements: 0,
    });
    const provider = createDataProvider(arcDialect, makeClient().client, { pathParams: providerSlug });

    const answer = await provider.getList({
      resource: "authorizations",
      pagination: { currentPage: 1, pageSize: 10 },
      sorters: [{ field: "createdAt", order: "desc" }],
      meta: { endpoint: "arc/v1/providers/{provider}/outpatient-care-claim" },
    });

    expect(answer).toEqual({ data: [], total: 0 });
    expect(queries).toEqual([{ page: "0", size: "10", sort: "createdAt,desc" }]);
  });

  it("meta.pathParams wins over the factory's", async () => {
    const queries = listEndpoint("arc/v1/providers/other/outpatient-care-claim", {
      content: [],
      total_elements: 0,
    });
    const provider = createDataProvider(arcDialect, makeClient().client, { pathParams: providerSlug });
    await provider.getList({
      resource: "authorizations",
      meta: {
        endpoint: "arc/v1/providers/{provider}/outpatient-care-claim",
        pathParams: { provider: "other" },
      },
    });
    expect(queries).toHaveLength(1);
  });

  it("without meta.endpoint the resource name is the endpoint", async () => {
    const queries = listEndpoint("charges", { content: [], total_elements: 0 });
    await createDataProvider(rcmDialect, makeClient().client).getList({ resource: "charges" });
    expect(queries).toEqual([{ page: "0", size: "15" }]);
  });

  it("001 §7 denials: filter and camelCase names, order_by + sort", async () => {
    const queries = listEndpoint("rcm-denials/v1/invoice", { content: [], total_elements: 0 });
    await createDataProvider(denialsDialect, makeClient().client).getList({
      resource: "glosas",
      sorters: [{ field: "filingDate", order: "asc" }],
      filters: [{ field: "filter", operator: "eq", value: "F-9" }],
      meta: { endpoint: "rcm-denials/v1/invoice" },
    });
    expect(queries).toEqual([{ page: "0", size: "15", sort: "asc", order_by: "filingDate", filter: "F-9" }]);
  });

  it("DESIGN.md §3: an answer without total_elements rejects — never data.length", async () => {
    listEndpoint("rcm/v1/accounts", { content: [{ id: 1 }] });
    const provider = createDataProvider(rcmDialect, makeClient().client);
    await expect(
      provider.getList({ resource: "accounts", meta: { endpoint: "rcm/v1/accounts" } }),
    ).rejects.toThrow("list answer has no total");
  });

  it("mapping mistakes throw before any request: unknown operator, unfilled placeholder, mode off", async () => {
    const provider = createDataProvider(arcDialect, makeClient().client);
    const endpoint = "arc/v1/providers/{provider}/outpatient-care-claim";
    await expect(
      provider.getList({
        resource: "x",
        filters: [{ field: "claimStatus", operator: "contains", value: "PA" }],
        meta: { endpoint: "arc/v1/x" },
      }),
    ).rejects.toThrow(/operator "contains"/);
    await expect(provider.getList({ resource: "x", meta: { endpoint } })).rejects.toThrow("{provider}");
    await expect(
      provider.getList({ resource: "x", pagination: { mode: "off" }, meta: { endpoint: "arc/v1/x" } }),
    ).rejects.toThrow(/not supported/);
  });

  it("000 §8: an HTTP failure rejects with Refine's HttpError shape and the selected message", async () => {
    server.use(
      http.get(`${BASE}/rcm/v1/accounts`, () =>
        HttpResponse.json(
          { error_code: "VALIDATION_ERROR", message: "from_date is not a date" },
          { status: 400 },
        ),
      ),
    );
    const provider = createDataProvider(rcmDialect, makeClient().client);
    const error: unknown = await provider
      .getList({ resource: "accounts", meta: { endpoint: "rcm/v1/accounts" } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PortalHttpError);
    expect(error).toMatchObject({
      statusCode: 400,
      errorCode: "VALIDATION_ERROR",
      message: "from_date is not a date",
    });
  });
});

describe("getOne, getMany, create, update, deleteOne, custom, getApiUrl", () => {
  it("getOne and getMany read <endpoint>/<id>, or meta.itemEndpoint", async () => {
    server.use(
      http.get(`${BASE}/rcm/v1/accounts/:id`, ({ params }) =>
        HttpResponse.json({ id: Number(params.id), payer_name: "P" }),
      ),
      http.get(`${BASE}/arc/v2/providers/clinica-central-do/claims/:id`, ({ params }) =>
        HttpResponse.json({ id: params.id, claim_status: "PAID" }),
      ),
    );
    const { client } = makeClient();
    const rcm = createDataProvider(rcmDialect, client);
    const arc = createDataProvider(arcDialect, client, { pathParams: providerSlug });

    await expect(
      rcm.getOne({ resource: "accounts", id: 4, meta: { endpoint: "rcm/v1/accounts" } }),
    ).resolves.toEqual({
      data: { id: 4, payerName: "P" },
    });
    await expect(
      rcm.getMany?.({ resource: "accounts", ids: [1, 2], meta: { endpoint: "rcm/v1/accounts" } }),
    ).resolves.toEqual({
      data: [
        { id: 1, payerName: "P" },
        { id: 2, payerName: "P" },
      ],
    });
    await expect(
      arc.getOne({
        resource: "authorizations",
        id: "c-9",
        meta: {
          endpoint: "arc/v1/providers/{provider}/outpatient-care-claim",
          itemEndpoint: "arc/v2/providers/{provider}/claims/{id}",
        },
      }),
    ).resolves.toEqual({ data: { id: "c-9", claimStatus: "PAID" } });
  });

  it("create POSTs (snakeBody on request) and follows a 202 to its result", async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/document-validation/v1/document-configurations`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 202, headers: { Location: "/api/jobs/3" } });
      }),
      http.get(`${BASE}/jobs/3`, () => HttpResponse.json({ status: "COMPLETED", support_file_code: "RX" })),
    );
    const provider = createDataProvider(rcmDialect, makeClient().client);

    const answer = await provider.create({
      resource: "ai-configurations",
      variables: { supportFileCode: "RX", analysisType: "OCR" },
      meta: { endpoint: "document-validation/v1/document-configurations", snakeBody: true },
    });

    expect(body).toEqual({ support_file_code: "RX", analysis_type: "OCR" });
    expect(answer).toEqual({ data: { status: "COMPLETED", supportFileCode: "RX" } });
  });

  it("update uses PUT by default and meta.updateMethod PATCH; deleteOne DELETEs", async () => {
    const seen: string[] = [];
    server.use(
      http.all(`${BASE}/rcm/v1/provider-payer-configurations/:id`, ({ request, params }) => {
        seen.push(`${request.method} ${String(params.id)}`);
        return request.method === "DELETE"
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({ id: 7 });
      }),
    );
    const provider = createDataProvider(rcmDialect, makeClient().client);
    const meta = { endpoint: "rcm/v1/provider-payer-configurations" };

    await provider.update({ resource: "agreements", id: 7, variables: { a: 1 }, meta });
    await provider.update({
      resource: "agreements",
      id: 7,
      variables: { a: 1 },
      meta: { ...meta, updateMethod: "patch" },
    });
    const deleted = await provider.deleteOne({ resource: "agreements", id: 7, meta });

    expect(seen).toEqual(["PUT 7", "PATCH 7", "DELETE 7"]);
    expect(deleted).toEqual({ data: { id: 7 } });
  });

  it("custom maps filters/sorters in the dialect, adds query as is and fills placeholders", async () => {
    let query: Record<string, string> = {};
    server.use(
      http.get(`${BASE}/rcm/v1/providers/clinica-central-do/users`, ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json([{ name: "Ana", email_address: "ana@x.do" }]);
      }),
    );
    const provider = createDataProvider(rcmDialect, makeClient().client, { pathParams: providerSlug });

    const answer = await provider.custom?.({
      url: "rcm/v1/providers/{provider}/users",
      method: "get",
      filters: [{ field: "searchValue", operator: "eq", value: "an" }],
      sorters: [{ field: "name", order: "asc" }],
      query: { sortBy: "name" },
    });

    expect(answer).toEqual({ data: [{ name: "Ana", emailAddress: "ana@x.do" }] });
    expect(query).toEqual({ search_value: "an", sort: "asc", order_by: "name", sortBy: "name" });
  });

  it("getApiUrl is the client's base", () => {
    expect(createDataProvider(rcmDialect, makeClient().client).getApiUrl()).toBe(BASE);
  });
});
