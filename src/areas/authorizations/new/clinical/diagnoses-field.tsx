import Button from "antd/es/button";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHttp } from "../../../../base/runtime-context";
import {
  DEFAULT_DIAGNOSIS_CODE,
  MAX_DIAGNOSES,
  canAddDiagnosis,
} from "../../../../../schemas/claims-desk/clinical-rules";
import { CatalogueSearch, useDebounced } from "./catalogue-search";
import { ClinicalField, fieldAria, type ClinicalPartProps } from "./clinical-field";
import { catalogueName, rememberName } from "./clinical-memory";
import { diagnosisSearchQuery } from "./clinical-queries";

/** The id of the diagnosis search (the step focuses it when the diagnoses are wrong). */
export const DIAGNOSES_FIELD_ID = "doctor-diagnoses";

/**
 * The diagnoses (000 §5 "at least one diagnosis", "a diagnosis cannot repeat", "Default diagnosis
 * code Z00.0"; 000 §7 `diagnoses/search`): searched by name words or ICD-10 code, added in order
 * (the first is the principal), each once, at most {@link MAX_DIAGNOSES}; none chosen sends Z00.0.
 */
export function DiagnosesField({ state, edit, errorOf }: ClinicalPartProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const [term, setTerm] = useState("");
  const [refusal, setRefusal] = useState<string | undefined>();
  const search = useQuery(diagnosisSearchQuery(http, useDebounced(term)));
  const codes = state.diagnosisCodes;
  const add = (code: string) => {
    const verdict = canAddDiagnosis(codes, code);
    if (verdict !== "ok") {
      setRefusal(
        t(`newAuthorization.doctor.errors.${verdict === "full" ? "tooManyDiagnoses" : "repeated"}`, {
          max: MAX_DIAGNOSES,
        }),
      );
      return;
    }
    setRefusal(undefined);
    edit({ diagnosisCodes: [...codes, code] });
  };
  const error = refusal ?? errorOf("diagnoses");
  return (
    <ClinicalField id={DIAGNOSES_FIELD_ID} label={t("newAuthorization.doctor.diagnoses.label")} error={error}>
      <CatalogueSearch
        id={DIAGNOSES_FIELD_ID}
        term={term}
        onSearch={setTerm}
        options={(search.data?.content ?? []).map((d) => ({ value: d.code, label: `${d.code} · ${d.name}` }))}
        loading={search.isFetching}
        failed={search.isError}
        onPick={(code) => {
          const found = search.data?.content.find((d) => d.code === code);
          if (found) rememberName(`dx:${code}`, found.name);
          add(code);
        }}
        placeholder={t("newAuthorization.doctor.diagnoses.search")}
        aria={fieldAria(DIAGNOSES_FIELD_ID, error)}
      />
      {codes.length === 0 ? (
        <p className="pp-clinical-hint" style={{ margin: "4px 0 0" }}>
          {t("newAuthorization.doctor.diagnoses.default", { code: DEFAULT_DIAGNOSIS_CODE })}
        </p>
      ) : (
        <ul
          aria-label={t("newAuthorization.doctor.diagnoses.chosen")}
          style={{ paddingLeft: 18, margin: "6px 0 0" }}
        >
          {codes.map((code, index) => (
            <li key={code} data-testid="chosen-diagnosis">
              <span>
                {code}
                {catalogueName(`dx:${code}`) ? ` · ${catalogueName(`dx:${code}`)}` : ""}
                {index === 0 ? ` (${t("newAuthorization.doctor.diagnoses.principal")})` : ""}
              </span>{" "}
              <Button
                type="link"
                size="small"
                aria-label={t("newAuthorization.doctor.remove", { item: code })}
                onClick={() => {
                  setRefusal(undefined);
                  edit({ diagnosisCodes: codes.filter((c) => c !== code) });
                }}
              >
                {t("newAuthorization.doctor.removeShort")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </ClinicalField>
  );
}
