import { useTranslation } from "react-i18next";
import type { PreSettlementAction } from "../../../../schemas/entities/pre-settlement";
import { formatTimestamp } from "../../../lib/format";

/** The settlement actions registered, newest first. */
export function ActionsLog({ actions }: { actions: PreSettlementAction[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pre-settlement-actions-log" style={{ marginTop: 16 }}>
      <h2 id="pre-settlement-actions-log" style={{ fontSize: 16 }}>
        {t("preSettlements.actionsLog.title")}
      </h2>
      {actions.length === 0 ? (
        <p>{t("preSettlements.actionsLog.empty")}</p>
      ) : (
        <ul data-testid="settlement-actions">
          {actions.map((a) => (
            <li key={a.id}>
              {t("preSettlements.actionsLog.entry", {
                action: t(`preSettlements.registerAction.actions.${a.action}`, { defaultValue: a.action }),
                by: a.createdBy,
                at: formatTimestamp(a.createdAt),
              })}
              {a.comment ? ` — ${a.comment}` : ""}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
