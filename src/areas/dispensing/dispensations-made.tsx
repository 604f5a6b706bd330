import { useTranslation } from "react-i18next";
import { valueLabel } from "../../lib/value-label";
import type { Prescription } from "./dispensing-queries";

/**
 * The dispensations made of a prescription so far, with their status (docs/decisions.md
 * "Prescriptions and dispensing": a dispensation does not consume the prescription, so the
 * pharmacist sees what was dispensed before). Nothing when there is none.
 */
export function DispensationsMade({ prescription }: { prescription: Prescription }) {
  const { t } = useTranslation();
  if (prescription.dispensations.length === 0) return null;
  return (
    <section aria-labelledby="dispensing-made" style={{ marginTop: 16 }}>
      <h3 id="dispensing-made" style={{ fontSize: 16 }}>
        {t("dispensing.made.title")}
      </h3>
      <ul>
        {prescription.dispensations.map((made) => (
          <li key={made.id}>
            {t("dispensing.made.item", {
              id: made.id,
              code: made.documentCode,
              status: valueLabel(t, "dispensing.statuses", made.status),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
