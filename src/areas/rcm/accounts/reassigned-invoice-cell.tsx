import SwapOutlined from "@ant-design/icons/es/icons/SwapOutlined";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BaseRecord } from "@refinedev/core";
import { TONE_COLORS } from "../../../components/resource/status-tones";

/**
 * The invoice number of an account, marked when the account was reassigned (001 §3
 * `reassignedAccount`): an icon and the visible text `accounts.reassigned`, so the mark does not
 * rely on colour or the icon alone. The invoice number is a visible link to the account detail
 * (issue 7 §2; the id in the path, no patient data), besides Enter / double click on the row.
 */
export function ReassignedInvoiceCell({ row }: { row: BaseRecord }) {
  const { t } = useTranslation();
  const text = row.invoiceNumber == null ? "" : String(row.invoiceNumber);
  const id = row.id == null ? "" : String(row.id);
  const invoice =
    text !== "" && id !== "" ? (
      <Link to={`/rcm/account/${encodeURIComponent(id)}`} data-testid="open-account">
        {text}
      </Link>
    ) : (
      text
    );
  if (row.reassignedAccount !== true) return <>{invoice}</>;
  const colors = TONE_COLORS.purple;
  return (
    <span style={{ whiteSpace: "nowrap" }}>
      {invoice}{" "}
      <span
        data-testid="reassigned-mark"
        style={{
          ...colors,
          border: `1px solid ${colors.borderColor}`,
          borderRadius: 4,
          padding: "0 6px",
          fontSize: 12,
        }}
      >
        <SwapOutlined aria-hidden /> {t("accounts.reassigned")}
      </span>
    </span>
  );
}
