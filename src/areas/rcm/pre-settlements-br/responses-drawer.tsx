import Drawer from "antd/es/drawer";
import Table from "antd/es/table";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { BrSendingAttempt } from "../../../../schemas/entities/pre-settlements-br";
import { useHttp } from "../../../base/runtime-context";
import { StatusTag } from "../../../components/resource/status-tag";
import { formatTimestamp } from "../../../lib/format";
import { brAttemptsQuery } from "./pre-settlements-br-queries";
import { responseMessageText } from "./response-messages";

/** Props of {@link ResponsesDrawer}. */
export interface ResponsesDrawerProps {
  /** The sending record whose responses are shown (id and invoice number); null when closed. */
  record: { id: string; invoiceNumber: string } | null;
  onClose(): void;
}

/**
 * The responses of one sending record (001 §3 "Detail rows have responseMessage", §8 Brazil response
 * messages; issue 9 §2): its attempts, newest first, with date, status, protocol and the response
 * mapped to its translated text (the 21 mapped cases), an unmapped one shown as the server sent it
 * — always rendered as text. Loaded lazily with the first opening.
 */
export default function ResponsesDrawer({ record, onClose }: ResponsesDrawerProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const attempts = useQuery(brAttemptsQuery(http, record?.id ?? ""));
  const title = t("preSettlementsBr.responses.title", { number: record?.invoiceNumber ?? "" });

  return (
    <Drawer open={record !== null} onClose={onClose} title={title} width={640} closable destroyOnHidden>
      {attempts.isError ? (
        <p role="alert">{t("preSettlementsBr.responses.failed")}</p>
      ) : (
        <Table<BrSendingAttempt>
          rowKey="id"
          size="small"
          loading={attempts.isLoading}
          dataSource={attempts.data?.content ?? []}
          pagination={false}
          locale={{ emptyText: t("preSettlementsBr.responses.empty") }}
          columns={[
            {
              key: "attemptDate",
              title: t("preSettlementsBr.responses.attemptDate"),
              render: (_: unknown, row) => formatTimestamp(row.attemptDate),
            },
            {
              key: "status",
              title: t("preSettlementsBr.responses.status"),
              render: (_: unknown, row) => (
                <StatusTag category="rcm-status-pre-settlements-br" value={row.accountStatus} />
              ),
            },
            {
              key: "message",
              title: t("preSettlementsBr.responses.message"),
              render: (_: unknown, row) => (
                <span data-testid="br-response">{responseMessageText(row.responseMessage, t)}</span>
              ),
            },
            {
              key: "protocol",
              title: t("preSettlementsBr.responses.protocol"),
              render: (_: unknown, row) => row.protocol ?? "",
            },
          ]}
        />
      )}
    </Drawer>
  );
}
