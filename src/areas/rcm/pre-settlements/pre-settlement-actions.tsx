import { useState } from "react";
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import Space from "antd/es/space";
import { useTranslation } from "react-i18next";
import type { PreSettlementDetail } from "../../../../schemas/entities/pre-settlement";
import { canBuild, movesFrom } from "../../../../schemas/requests/pre-settlements";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { useDownloadStarter } from "../../../components/downloads/downloads-host";
import { useErrorText } from "../../../components/use-error-text";
import { buildPreSettlement, movePreSettlement } from "./pre-settlement-queries";
import { RegisterActionDialog } from "./register-action-dialog";
import { useRefresh } from "./use-refresh";

/** The status category of a pre-settlement (its tag and the names of its statuses). */
export const STATUS = "rcm-status-pre-settlement";

/** Build, status moves, settlement action and download (001 §4), each shown only when `can()` allows it. */
export function Actions({
  detail,
  permitted,
  group,
}: {
  detail: PreSettlementDetail;
  permitted: Set<string>;
  group: string;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const downloads = useDownloadStarter();
  const { message } = useAlerts();
  const errorText = useErrorText();
  const refresh = useRefresh(group);
  const [running, setRunning] = useState<string | null>(null);
  const [registering, setRegistering] = useState(false);
  const status = t(`statuses.${STATUS}.${detail.status}`, { defaultValue: detail.status });

  const run = async (name: string, work: () => Promise<unknown>, done: string) => {
    setRunning(name);
    try {
      await work();
      message.success(done);
      refresh();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setRunning(null);
    }
  };

  const moves = permitted.has("move") ? movesFrom(detail.status) : [];
  return (
    <section aria-label={t("preSettlements.actions.label")} style={{ margin: "16px 0" }}>
      <Space wrap size="small" data-testid="pre-settlement-actions">
        {permitted.has("build") && canBuild(detail.status) ? (
          <Popconfirm
            title={t("preSettlements.actions.buildConfirmTitle")}
            description={t("preSettlements.actions.buildConfirmBody")}
            okText={t("preSettlements.actions.build")}
            cancelText={t("preSettlements.actions.cancel")}
            onConfirm={() =>
              run("build", () => buildPreSettlement(http, detail.id), t("preSettlements.actions.built"))
            }
          >
            <Button
              type="primary"
              data-action="build"
              loading={running === "build"}
              disabled={running !== null}
            >
              {t("preSettlements.actions.build")}
            </Button>
          </Popconfirm>
        ) : null}
        {moves.map((next) => {
          const target = t(`statuses.${STATUS}.${next}`, { defaultValue: next });
          return (
            <Popconfirm
              key={next}
              title={t("preSettlements.actions.moveConfirmTitle", { from: status, to: target })}
              okText={t(`preSettlements.actions.moveTo.${next}`)}
              cancelText={t("preSettlements.actions.cancel")}
              onConfirm={() =>
                run(
                  next,
                  () => movePreSettlement(http, detail.id, next),
                  t("preSettlements.actions.moved", { to: target }),
                )
              }
            >
              <Button
                data-action={`move-${next}`}
                danger={next === "SENT_ERROR" || next === "RIPS_VALIDATION_ERRORS"}
                loading={running === next}
                disabled={running !== null}
              >
                {t(`preSettlements.actions.moveTo.${next}`)}
              </Button>
            </Popconfirm>
          );
        })}
        {permitted.has("registerAction") ? (
          <Button
            data-action="register-action"
            onClick={() => setRegistering(true)}
            disabled={running !== null}
          >
            {t("preSettlements.actions.registerAction")}
          </Button>
        ) : null}
        {permitted.has("downloadFiles") ? (
          <Button
            data-action="download"
            disabled={detail.files.length === 0}
            onClick={() =>
              downloads
                .start({
                  type: "settlement-download",
                  originInvoiceGroupId: detail.originInvoiceGroupId,
                  invoiceNumber: detail.settlementNumber ?? undefined,
                })
                .catch((error: unknown) => message.error(errorText(error)))
            }
          >
            {t("preSettlements.actions.download")}
          </Button>
        ) : null}
      </Space>
      {registering ? (
        <RegisterActionDialog
          group={detail.originInvoiceGroupId}
          onClose={(saved) => {
            setRegistering(false);
            if (saved) refresh();
          }}
        />
      ) : null}
    </section>
  );
}
