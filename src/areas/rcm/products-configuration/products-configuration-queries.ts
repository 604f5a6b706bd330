import { queryOptions } from "@tanstack/react-query";
import { fillEndpoint } from "../../../../providers/data/endpoint";
import type { HttpClient } from "../../../../providers/http";
import type { ProductConfiguration } from "../../../../schemas/entities/products-configuration";
import type { UnitOfMeasure } from "../../../../schemas/entities/products-configuration";

/**
 * The products configuration calls (001 §7 "GET and PUT providers/{id}/products"; issue 8 §3;
 * docs/api-contract.md "Products configuration"). Answers are camel-cased by the HTTP layer; the
 * body is sent snake_case (`schemas/requests/products-configuration.ts` `productsConfigurationBody`).
 * `{provider}` is the session's provider slug.
 */
const ENDPOINT = "rcm/v1/providers/{provider}/products";

export type { ProductConfiguration };

/** The package group of a product, camel-cased. */
export interface ProductPackageGroupValues {
  name: string;
  folder: string;
  fileName: string;
}

/** One product's configuration as `PUT` sends it (camel-cased here, snake-cased on the wire). */
export interface ProductConfigurationValues {
  productCode: string;
  defaultBillingCode: string | null;
  unitOfMeasure: UnitOfMeasure | null;
  requiresSupportDocuments: boolean;
  supportFileCodes: string[];
  agreementBillingCodes: { agreementCode: string; billingCode: string }[];
  packageGroup: ProductPackageGroupValues | null;
}

/** The react-query key of one product. */
export function productKey(provider: string, productCode: string) {
  return ["rcm", "provider-product", provider, productCode] as const;
}

/**
 * One product of the provider (`GET …/products/{productCode}`); disabled without a code. Fails
 * with the client's error (404 unknown product, 403 refused).
 */
export function productQuery(http: HttpClient, provider: string, productCode: string) {
  return queryOptions({
    queryKey: productKey(provider, productCode),
    queryFn: async ({ signal }): Promise<ProductConfiguration> =>
      (
        await http.get<ProductConfiguration>(
          `/${fillEndpoint(ENDPOINT, { provider })}/${encodeURIComponent(productCode)}`,
          { signal },
        )
      ).data,
    enabled: provider !== "" && productCode !== "",
  });
}

/** The configuration a product answer holds, as `PUT` sends it back (the agreement names left out). */
export function valuesOf(product: ProductConfiguration): ProductConfigurationValues {
  const group = product.packageGroup ?? null;
  return {
    productCode: product.productCode,
    defaultBillingCode: product.defaultBillingCode ?? null,
    unitOfMeasure: (product.unitOfMeasure ?? null) as UnitOfMeasure | null,
    requiresSupportDocuments: product.requiresSupportDocuments ?? false,
    supportFileCodes: [...product.supportFileCodes],
    agreementBillingCodes: product.agreementBillingCodes.map((e) => ({
      agreementCode: e.agreementCode,
      billingCode: e.billingCode,
    })),
    packageGroup: group ? { name: group.name, folder: group.folder, fileName: group.fileName } : null,
  };
}

/**
 * Saves one product's whole configuration (`PUT …/products`, body `{ products: [values] }`,
 * snake_case).
 * @returns the product as saved.
 * @throws the client's error: 400 with the server's message naming the field
 *   (`products.0.<field> …`), 403, 404.
 */
export async function saveProduct(
  http: HttpClient,
  provider: string,
  values: ProductConfigurationValues,
): Promise<ProductConfiguration> {
  const answer = await http.put<{ products: ProductConfiguration[] }>(
    `/${fillEndpoint(ENDPOINT, { provider })}`,
    { products: [values] },
    { snakeBody: true },
  );
  const [saved] = answer.data.products;
  return saved;
}

/** The product detail's path (named by its code, a catalogue code: no patient data, 001 §2). */
export function productDetailPath(productCode: string): string {
  return `/rcm/products-configuration/detail?${new URLSearchParams({ productCode }).toString()}`;
}

/** Props of the product's dialogs (configuration, package group). */
export interface ProductDialogProps {
  product: ProductConfiguration;
  /** The session's provider slug (`{id}` of `PUT providers/{id}/products`). */
  provider: string;
  /** Called with the product as the server saved it. */
  onSaved: (saved: ProductConfiguration) => void;
  onCancel: () => void;
}
