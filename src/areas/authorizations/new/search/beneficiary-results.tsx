import { useId } from "react";
import "./search.css";
import { useTranslation } from "react-i18next";
import { IDENTITY_DOCUMENT_TYPE_CATALOGUE } from "../../../../../schemas/entities/value-catalogues";
import { formatDate } from "../../../../lib/format";
import { valueLabel } from "../../../../lib/value-label";
import type { BeneficiaryResult } from "./beneficiary-queries";

/** The identity document of a beneficiary in words: its type's label and number. */
export function documentText(t: ReturnType<typeof useTranslation>["t"], b: BeneficiaryResult): string {
  return `${valueLabel(t, IDENTITY_DOCUMENT_TYPE_CATALOGUE.labels, b.identityDocumentType)} ${b.identityDocumentId}`;
}

/**
 * The beneficiaries a search found (000 §2 "Beneficiary search results (owner or dependent)"; 000
 * §3 "Beneficiary result"), holder first: relation, name, date of birth (DD/MM/YYYY), document,
 * sex, age, status and member code, codes by their labels. One radio per row, all in one group:
 * Tab reaches the group, the arrows move the choice (the browser's own radio keys).
 */
export function BeneficiaryResults({
  results,
  chosen,
  onChoose,
  describedBy,
}: {
  results: readonly BeneficiaryResult[];
  chosen: number | null;
  onChoose: (id: number) => void;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  const name = useId();
  const k = "newAuthorization.search.beneficiary";
  const ordered = [...results].sort((a, b) => Number(b.owner) - Number(a.owner));
  return (
    <table className="pp-beneficiary-results" aria-labelledby={captionId} aria-describedby={describedBy}>
      <caption id={captionId} style={{ textAlign: "start", fontWeight: 600, padding: "8px 0" }}>
        {t(`${k}.results`)}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t(`${k}.choose`)}</th>
          <th scope="col">{t(`${k}.columns.relation`)}</th>
          <th scope="col">{t(`${k}.columns.name`)}</th>
          <th scope="col">{t(`${k}.columns.dateOfBirth`)}</th>
          <th scope="col">{t(`${k}.columns.document`)}</th>
          <th scope="col">{t(`${k}.columns.sex`)}</th>
          <th scope="col">{t(`${k}.columns.age`)}</th>
          <th scope="col">{t(`${k}.columns.status`)}</th>
          <th scope="col">{t(`${k}.columns.memberCode`)}</th>
        </tr>
      </thead>
      <tbody>
        {ordered.map((b) => (
          <tr key={b.id} className={b.id === chosen ? "pp-chosen" : undefined}>
            <td>
              <input
                type="radio"
                name={name}
                value={String(b.id)}
                checked={b.id === chosen}
                onChange={() => onChoose(b.id)}
                aria-label={t(`${k}.chooseOne`, { name: b.name })}
              />
            </td>
            <td>{t(`${k}.relation.${b.owner ? "owner" : "dependent"}`)}</td>
            <th scope="row" style={{ fontWeight: "normal", textAlign: "start" }}>
              {b.name}
            </th>
            <td>{formatDate(b.dateOfBirth)}</td>
            <td>{documentText(t, b)}</td>
            <td>{valueLabel(t, `${k}.sex`, b.sex)}</td>
            <td>{b.age}</td>
            <td>{valueLabel(t, `${k}.status`, b.status)}</td>
            <td>{b.memberCode}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
