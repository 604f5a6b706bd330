import { SwapOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { BaseRecord } from "@refinedev/core";
import { TONE_COLORS } from "../../../components/resource/status-tones";

/**
 * The invoice number of an account, marked when the account was reassigned (001 §3
 * `reassignedAccount`): an icon and the visible text `accounts.reassigned`, so the mark does not
 * rely on colour or the icon alone.
 */
export function ReassignedInvoiceCell({ row }: { row: BaseRecord }) {
  const { t } = useTranslation();
  const invoice = row.invoiceNumber == null ? "" : String(row.invoiceNumber);
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
