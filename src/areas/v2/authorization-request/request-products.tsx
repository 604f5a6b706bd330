import Button from "antd/es/button";
import Input from "antd/es/input";
import Select from "antd/es/select";
import Space from "antd/es/space";
import { useTranslation } from "react-i18next";
import { V2_PRODUCT_TYPES, type V2ProductType } from "../../../../schemas/v2/requests";
import { PageHeading } from "../../../components/page-heading";
import { described, FieldError, idOfField, type FieldErrors } from "./request-form-fields";
import type { RequestProductInput } from "../../../../schemas/requests/authorization-request-payload";

/** A product row as the form starts it. */
export const EMPTY_PRODUCT: RequestProductInput = {
  providerProductCode: "",
  productTypeSlug: null,
  quantity: 1,
};

/** Props of {@link RequestProducts}. */
export interface RequestProductsProps {
  products: RequestProductInput[];
  errors: FieldErrors;
  /** Called with how the products change (applied to the form's latest products). */
  onChange(update: (products: RequestProductInput[]) => RequestProductInput[]): void;
}

/**
 * The request form's products (000 §3 "products"): each with its provider code, type and
 * quantity; rows are added and removed (at least one stays). The request makes one authorization
 * per product type.
 */
export function RequestProducts({ products, errors, onChange }: RequestProductsProps) {
  const { t } = useTranslation();
  const setProduct = (index: number, patch: Partial<RequestProductInput>) =>
    onChange((latest) => latest.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  return (
    <>
      <PageHeading level={2}>{t("v2.request.sections.products")}</PageHeading>
      {products.map((product, index) => (
        <fieldset key={index} style={{ border: "1px solid #d9d9d9", padding: 12, marginBottom: 12 }}>
          <legend>{t("v2.request.product", { n: index + 1 })}</legend>
          <Space wrap align="start">
            <div>
              <label htmlFor={idOfField(`product.${index}.code`)}>{t("v2.request.fields.productCode")}</label>
              <Input
                id={idOfField(`product.${index}.code`)}
                value={product.providerProductCode ?? ""}
                onChange={(event) => setProduct(index, { providerProductCode: event.target.value })}
                {...described(errors, `product.${index}.code`)}
              />
              <FieldError errors={errors} field={`product.${index}.code`} />
            </div>
            <div>
              <label htmlFor={idOfField(`product.${index}.type`)}>{t("v2.request.fields.productType")}</label>
              <div>
                <Select
                  id={idOfField(`product.${index}.type`)}
                  style={{ minWidth: 220 }}
                  value={(product.productTypeSlug as V2ProductType | null | undefined) ?? undefined}
                  onChange={(value: V2ProductType) => setProduct(index, { productTypeSlug: value })}
                  options={V2_PRODUCT_TYPES.map((type) => ({
                    value: type,
                    label: t(`v2.request.productTypes.${type}`),
                  }))}
                  {...described(errors, `product.${index}.type`)}
                />
              </div>
              <FieldError errors={errors} field={`product.${index}.type`} />
            </div>
            <div>
              <label htmlFor={idOfField(`product.${index}.quantity`)}>
                {t("v2.request.fields.quantity")}
              </label>
              <Input
                id={idOfField(`product.${index}.quantity`)}
                inputMode="numeric"
                style={{ width: 100 }}
                value={product.quantity ?? ""}
                onChange={(event) => {
                  const text = event.target.value.trim();
                  setProduct(index, { quantity: text === "" ? null : Number(text) });
                }}
                {...described(errors, `product.${index}.quantity`)}
              />
              <FieldError errors={errors} field={`product.${index}.quantity`} />
            </div>
          </Space>
          {products.length > 1 ? (
            <div>
              <Button
                htmlType="button"
                size="small"
                onClick={() => onChange((latest) => latest.filter((_, i) => i !== index))}
              >
                {t("v2.request.removeProduct", { n: index + 1 })}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ))}
      <Button
        id="v2-request-add-product"
        htmlType="button"
        onClick={() => onChange((latest) => [...latest, { ...EMPTY_PRODUCT }])}
      >
        {t("v2.request.addProduct")}
      </Button>
      <FieldError errors={errors} field="products" />
    </>
  );
}
