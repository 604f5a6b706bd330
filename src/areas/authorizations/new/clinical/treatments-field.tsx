import Button from "antd/es/button";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHttp } from "../../../../base/runtime-context";
import { MAX_ITEMS } from "../../../../../schemas/claims-desk/clinical-rules";
import {
  DOSAGE_UNITS,
  DRUG_FORMS,
  FREQUENCIES,
  MAX_TREATMENT_DAYS,
} from "../../../../../schemas/claims-desk/treatment-catalogues";
import { PRODUCT_QUANTITY } from "../../../../../schemas/requests/authorization-request";
import { CatalogueSearch, useDebounced } from "./catalogue-search";
import { ClinicalField, fieldAria, type ClinicalPartProps } from "./clinical-field";
import {
  catalogueName,
  rememberName,
  setTreatmentTexts,
  treatmentTextsOf,
  type TreatmentTexts,
} from "./clinical-memory";
import { productSearchQuery, type ProductSearch } from "./clinical-queries";
import type { ClinicalTreatment } from "./clinical-state";

/** The id of the medicine search (the step focuses it when the treatments are wrong). */
export const TREATMENTS_FIELD_ID = "doctor-treatments";

function Part({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div style={{ flex: "1 1 220px" }}>
      <label htmlFor={id} style={{ display: "block", marginBottom: 4 }}>
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The treatments of a prescription-drugs authorization (000 §3 "treatments (brand, drugFormSlug,
 * dosageMeasurementUnitSlug, treatmentDurationDays, productIds, quantity, frequencies, compositions,
 * notes, indications)"; issue 20 §3): a medicine searched in the catalogue starts a treatment; its
 * choices go to the flow's state, its texts (brand, composition, indications one per line, notes)
 * stay in memory.
 */
export function TreatmentsField({
  state,
  edit,
  errorOf,
  search,
}: ClinicalPartProps & { search: Omit<ProductSearch, "name"> }) {
  const { t } = useTranslation();
  const http = useHttp();
  const [term, setTerm] = useState("");
  const [, setTextsVersion] = useState(0);
  const found = useQuery(productSearchQuery(http, { ...search, name: useDebounced(term) }));
  const treatments = state.treatments;
  const set = (next: readonly ClinicalTreatment[]) => edit({ treatments: next });
  const change = (key: string, part: Partial<ClinicalTreatment>) =>
    set(treatments.map((tr) => (tr.key === key ? { ...tr, ...part } : tr)));
  const changeTexts = (key: string, part: Partial<TreatmentTexts>) => {
    setTreatmentTexts(key, { ...treatmentTextsOf(key), ...part });
    setTextsVersion((v) => v + 1);
  };
  const pick = (value: string) => {
    const product = found.data?.content.find((p) => String(p.id) === value);
    if (!product || treatments.length >= MAX_ITEMS) return;
    const key = `t${Math.max(0, ...treatments.map((tr) => Number(tr.key.slice(1)) || 0)) + 1}`;
    rememberName(`product:${product.id}`, product.name);
    setTreatmentTexts(key, { brand: product.name, composition: "", notes: "", indications: [] });
    set([
      ...treatments,
      {
        key,
        productId: product.id,
        drugFormSlug: "",
        dosageUnitSlug: "",
        durationDays: 1,
        frequencies: "",
        quantity: 1,
      },
    ]);
  };
  const error = errorOf("treatments");
  const options = (values: readonly string[], group: string) =>
    values.map((value) => ({ value, label: t(`newAuthorization.doctor.${group}.${value}`) }));
  return (
    <ClinicalField
      id={TREATMENTS_FIELD_ID}
      label={t("newAuthorization.doctor.treatments.label")}
      error={error}
    >
      <CatalogueSearch
        id={TREATMENTS_FIELD_ID}
        term={term}
        onSearch={setTerm}
        options={(found.data?.content ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        loading={found.isFetching}
        failed={found.isError}
        onPick={pick}
        placeholder={t("newAuthorization.doctor.treatments.search")}
        aria={fieldAria(TREATMENTS_FIELD_ID, error)}
      />
      {treatments.map((tr, index) => {
        const texts = treatmentTextsOf(tr.key);
        const id = (part: string) => `doctor-treatment-${tr.key}-${part}`;
        return (
          <section
            key={tr.key}
            data-testid="treatment"
            aria-label={t("newAuthorization.doctor.treatments.title", { number: index + 1 })}
            style={{
              border: "1px solid var(--pp-border, #d9d9d9)",
              borderRadius: 6,
              padding: 12,
              marginTop: 8,
            }}
          >
            <p style={{ fontWeight: 600, margin: "0 0 8px" }}>
              {t("newAuthorization.doctor.treatments.title", { number: index + 1 })}
              {catalogueName(`product:${tr.productId}`)
                ? ` · ${catalogueName(`product:${tr.productId}`)}`
                : ""}
            </p>
            <div style={{ display: "flex", flexWrap: "wrap", gap: 12 }}>
              <Part id={id("brand")} label={t("newAuthorization.doctor.treatments.brand")}>
                <Input
                  id={id("brand")}
                  value={texts.brand}
                  maxLength={120}
                  onChange={(e) => changeTexts(tr.key, { brand: e.target.value })}
                />
              </Part>
              <Part id={id("composition")} label={t("newAuthorization.doctor.treatments.composition")}>
                <Input
                  id={id("composition")}
                  value={texts.composition}
                  maxLength={200}
                  onChange={(e) => changeTexts(tr.key, { composition: e.target.value })}
                />
              </Part>
              <Part id={id("form")} label={t("newAuthorization.doctor.treatments.drugForm")}>
                <Select
                  id={id("form")}
                  value={tr.drugFormSlug || undefined}
                  options={options(DRUG_FORMS, "drugForms")}
                  onChange={(v: string) => change(tr.key, { drugFormSlug: v })}
                  style={{ width: "100%" }}
                />
              </Part>
              <Part id={id("unit")} label={t("newAuthorization.doctor.treatments.dosageUnit")}>
                <Select
                  id={id("unit")}
                  value={tr.dosageUnitSlug || undefined}
                  options={options(DOSAGE_UNITS, "dosageUnits")}
                  onChange={(v: string) => change(tr.key, { dosageUnitSlug: v })}
                  style={{ width: "100%" }}
                />
              </Part>
              <Part id={id("frequencies")} label={t("newAuthorization.doctor.treatments.frequencies")}>
                <Select
                  id={id("frequencies")}
                  mode="multiple"
                  value={tr.frequencies.split(",").filter((f) => f !== "")}
                  options={options(FREQUENCIES, "frequencies")}
                  onChange={(v: string[]) => change(tr.key, { frequencies: v.join(",") })}
                  style={{ width: "100%" }}
                />
              </Part>
              <Part id={id("days")} label={t("newAuthorization.doctor.treatments.duration")}>
                <InputNumber
                  id={id("days")}
                  min={1}
                  max={MAX_TREATMENT_DAYS}
                  precision={0}
                  value={tr.durationDays}
                  onChange={(v) => change(tr.key, { durationDays: typeof v === "number" ? v : 0 })}
                />
              </Part>
              <Part id={id("quantity")} label={t("newAuthorization.doctor.quantity")}>
                <InputNumber
                  id={id("quantity")}
                  min={PRODUCT_QUANTITY.minimum}
                  max={PRODUCT_QUANTITY.maximum}
                  precision={0}
                  value={tr.quantity}
                  onChange={(v) => change(tr.key, { quantity: typeof v === "number" ? v : 0 })}
                />
              </Part>
              <Part id={id("indications")} label={t("newAuthorization.doctor.treatments.indications")}>
                <Input.TextArea
                  id={id("indications")}
                  rows={2}
                  value={texts.indications.join("\n")}
                  onChange={(e) => changeTexts(tr.key, { indications: e.target.value.split("\n") })}
                />
              </Part>
              <Part id={id("notes")} label={t("newAuthorization.doctor.treatments.notes")}>
                <Input.TextArea
                  id={id("notes")}
                  rows={2}
                  maxLength={500}
                  value={texts.notes}
                  onChange={(e) => changeTexts(tr.key, { notes: e.target.value })}
                />
              </Part>
            </div>
            <Button
              type="link"
              aria-label={t("newAuthorization.doctor.remove", {
                item: t("newAuthorization.doctor.treatments.title", { number: index + 1 }),
              })}
              onClick={() => set(treatments.filter((x) => x.key !== tr.key))}
            >
              {t("newAuthorization.doctor.removeShort")}
            </Button>
          </section>
        );
      })}
    </ClinicalField>
  );
}
