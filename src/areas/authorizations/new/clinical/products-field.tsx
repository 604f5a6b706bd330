import Button from "antd/es/button";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHttp } from "../../../../base/runtime-context";
import { MAX_ITEMS, riskManagerAppliesTo } from "../../../../../schemas/claims-desk/clinical-rules";
import { PRODUCT_QUANTITY } from "../../../../../schemas/requests/authorization-request";
import { CatalogueSearch, useDebounced } from "./catalogue-search";
import { ClinicalField, fieldAria, type ClinicalPartProps } from "./clinical-field";
import { catalogueName, rememberName } from "./clinical-memory";
import { productSearchQuery, type CatalogueProduct, type ProductSearch } from "./clinical-queries";
import type { ClinicalProduct } from "./clinical-state";

/** The ids of the products' search and of the risk manager (the step focuses the first wrong one). */
export const PRODUCTS_FIELD_ID = "doctor-products";
export const RISK_MANAGER_FIELD_ID = "doctor-risk-manager";

/** The chosen row of a product found. */
export function chosenProduct(found: CatalogueProduct): ClinicalProduct {
  return {
    productId: found.id,
    productTypeSlug: found.productTypeSlug,
    code: found.code ?? found.sponsorProductCode ?? "",
    providerProductCode: found.providerProductCode ?? "",
    quantity: 1,
  };
}

/**
 * The products or exams (000 §5 "at least one product (for laboratory and exams, at least one
 * exam)", "a maximum number of items"; 000 §7 `products/search`, `products/sponsor-provider/search`):
 * searched among the types offered, each once with its quantity; a medical procedure brings the
 * risk manager (000 §5).
 */
export function ProductsField({
  state,
  edit,
  errorOf,
  exams,
  search,
}: ClinicalPartProps & { exams: boolean; search: Omit<ProductSearch, "name"> }) {
  const { t } = useTranslation();
  const http = useHttp();
  const [term, setTerm] = useState("");
  const [refusal, setRefusal] = useState<string | undefined>();
  const found = useQuery(productSearchQuery(http, { ...search, name: useDebounced(term) }));
  const products = state.products;
  const set = (next: readonly ClinicalProduct[]) => {
    const riskManager = riskManagerAppliesTo(next.map((p) => p.productTypeSlug)) ? state.riskManager : "";
    edit({ products: next, riskManager });
  };
  const pick = (value: string) => {
    const product = found.data?.content.find((p) => String(p.id) === value);
    if (!product) return;
    if (products.some((p) => p.productId === product.id)) {
      setRefusal(t("newAuthorization.doctor.errors.productRepeated"));
      return;
    }
    if (products.length >= MAX_ITEMS) {
      setRefusal(t("newAuthorization.doctor.errors.tooMany", { max: MAX_ITEMS }));
      return;
    }
    setRefusal(undefined);
    rememberName(`product:${product.id}`, product.name);
    set([...products, chosenProduct(product)]);
  };
  const error = refusal ?? errorOf("products");
  const label = t(`newAuthorization.doctor.products.${exams ? "examsLabel" : "label"}`);
  return (
    <>
      <ClinicalField id={PRODUCTS_FIELD_ID} label={label} error={error}>
        <CatalogueSearch
          id={PRODUCTS_FIELD_ID}
          term={term}
          onSearch={setTerm}
          options={(found.data?.content ?? []).map((p) => ({
            value: String(p.id),
            label: `${p.code ?? p.providerProductCode ?? ""} · ${p.name}`,
          }))}
          loading={found.isFetching}
          failed={found.isError}
          disabled={search.productTypes.length === 0}
          onPick={pick}
          placeholder={t("newAuthorization.doctor.products.search")}
          aria={fieldAria(PRODUCTS_FIELD_ID, error)}
        />
        {search.productTypes.length === 0 ? (
          <p style={{ margin: "4px 0 0" }}>{t("newAuthorization.doctor.products.notOffered")}</p>
        ) : null}
        <ul
          aria-label={t("newAuthorization.doctor.products.chosen")}
          style={{ listStyle: "none", padding: 0, margin: "6px 0 0" }}
        >
          {products.map((p, index) => {
            const name = catalogueName(`product:${p.productId}`);
            const quantityId = `doctor-product-quantity-${p.productId}`;
            return (
              <li
                key={p.productId}
                data-testid="chosen-product"
                style={{ display: "flex", gap: 8, alignItems: "center", marginTop: 4 }}
              >
                <span style={{ flex: 1 }}>
                  {p.providerProductCode || p.code}
                  {name ? ` · ${name}` : ""}
                </span>
                <label htmlFor={quantityId}>{t("newAuthorization.doctor.quantity")}</label>
                <InputNumber
                  id={quantityId}
                  min={PRODUCT_QUANTITY.minimum}
                  max={PRODUCT_QUANTITY.maximum}
                  precision={0}
                  value={p.quantity}
                  onChange={(value) =>
                    set(
                      products.map((q, i) =>
                        i === index ? { ...q, quantity: typeof value === "number" ? value : 0 } : q,
                      ),
                    )
                  }
                />
                <Button
                  type="link"
                  aria-label={t("newAuthorization.doctor.remove", { item: p.providerProductCode || p.code })}
                  onClick={() => {
                    setRefusal(undefined);
                    set(products.filter((_, i) => i !== index));
                  }}
                >
                  {t("newAuthorization.doctor.removeShort")}
                </Button>
              </li>
            );
          })}
        </ul>
      </ClinicalField>
      {riskManagerAppliesTo(products.map((p) => p.productTypeSlug)) ? (
        <ClinicalField
          id={RISK_MANAGER_FIELD_ID}
          label={t("newAuthorization.doctor.riskManager")}
          error={errorOf("riskManager")}
        >
          <Input
            id={RISK_MANAGER_FIELD_ID}
            value={state.riskManager}
            maxLength={120}
            autoComplete="off"
            onChange={(e) => edit({ riskManager: e.target.value })}
            {...fieldAria(RISK_MANAGER_FIELD_ID, errorOf("riskManager"))}
          />
        </ClinicalField>
      ) : null}
    </>
  );
}
