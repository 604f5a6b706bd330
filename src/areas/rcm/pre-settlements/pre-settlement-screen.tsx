import { useRef, useState } from "react";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Popconfirm from "antd/es/popconfirm";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Table from "antd/es/table";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useInvalidate } from "@refinedev/core";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { isAxiosError, selectErrorMessage } from "../../../../providers/http";
import type {
  PreSettlementAction,
  PreSettlementDetail,
  PreSettlementFile,
  PreSettlementInvoice,
} from "../../../../schemas/entities/pre-settlement";
import {
  canBuild,
  isPackageFolder,
  movesFrom,
  SETTLEMENT_ACTIONS,
  type SettlementAction,
} from "../../../../schemas/requests/pre-settlements";
import { useAlerts } from "../../../app/alerts/alerts";
import { useCurrencyOfCode, useHttp, useSession } from "../../../app/runtime-context";
import { useDownloadStarter } from "../../../components/downloads/downloads-host";
import { Loading } from "../../../components/loading";
import { StatusTag } from "../../../components/resource/status-tag";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";
import { preSettlementReplacementPolicy } from "../../../../schemas/upload-policies";
import { acceptOf, checkFiles } from "../../../lib/file-check";
import { formatMoney, formatTimestamp } from "../../../lib/format";
import type { ScreenProps } from "../../define-area";
import {
  buildPreSettlement,
  movePreSettlement,
  packageFolderQuery,
  preSettlementKey,
  preSettlementQuery,
  registerSettlementAction,
  replacePreSettlementFile,
  savePackageFolder,
} from "./pre-settlement-queries";

const ACTIONS = ["build", "move", "registerAction", "packageFolder", "replaceFile", "downloadFiles"] as const;
const STATUS = "rcm-status-pre-settlement";

/** The translated text of a failed call (001 §8 order), as text. */
function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const chosen = selectErrorMessage(error);
    return chosen.text ?? t(chosen.key ?? "errors.unknown");
  };
}

/**
 * The pre-settlement detail at /rcm/pre-settlements/{originInvoiceGroupId} (001 §2, §3, §4, §7, §8;
 * issue 9 §1), registered as `pre-settlements.show` with the `pre-settlements` text part. Loads
 * `GET rcm/v1/pre-settlements/{id}` and shows its fields, its actions (each asked to `can()`:
 * build, the status moves possible from its status, register a settlement action, download all
 * files through the download windows as a `settlement-download`), its files (each replaceable,
 * refused before the network when of another type or too large), its invoices (linked to their
 * accounts), its settlement actions and the provider's package folder (view; edit when allowed).
 * Sends the user to /home when the view configuration hides the pre-settlements' navigation bar.
 */
export default function PreSettlementScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const { id: group = "" } = useParams();
  const http = useHttp();
  const query = useQuery(preSettlementQuery(http, group));
  const permitted = usePermittedActions("pre-settlements", ACTIONS);
  if (query.isError && !query.data) {
    const status = isAxiosError(query.error) ? query.error.response?.status : undefined;
    const kind = status === 404 ? "notFound" : status === 403 ? "forbidden" : "loadFailed";
    return (
      <section data-testid="detail-load-error">
        <p role="alert">{t(`preSettlements.errors.${kind}`)}</p>
        <Space>
          {kind === "loadFailed" ? (
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {t("preSettlements.errors.retry")}
            </Button>
          ) : null}
          <Link to="/rcm/pre-settlements">{t("preSettlements.backToList")}</Link>
        </Space>
      </section>
    );
  }
  if (!query.data) return <Loading />;
  return <Detail detail={query.data} permitted={permitted} group={group} />;
}

function Detail({
  detail,
  permitted,
  group,
}: {
  detail: PreSettlementDetail;
  permitted: Set<string>;
  group: string;
}) {
  const { t } = useTranslation();
  const title = t("preSettlements.heading", {
    number: detail.settlementNumber ?? detail.originInvoiceGroupId,
  });
  return (
    <article data-testid="pre-settlement-screen" aria-labelledby="pre-settlement-title">
      <p>
        <Link to="/rcm/pre-settlements">{t("preSettlements.backToList")}</Link>
      </p>
      <h1 id="pre-settlement-title" style={{ fontSize: 20 }}>
        {title}
      </h1>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          {
            key: "group",
            label: t("preSettlements.fields.originInvoiceGroupId"),
            children: detail.originInvoiceGroupId,
          },
          {
            key: "number",
            label: t("preSettlements.fields.settlementNumber"),
            children: detail.settlementNumber ?? "",
          },
          {
            key: "status",
            label: t("preSettlements.fields.status"),
            children: <StatusTag category={STATUS} value={detail.status} />,
          },
          {
            key: "responsible",
            label: t("preSettlements.fields.deliveryResponsible"),
            children: detail.deliveryResponsible
              ? t(`resources.pre-settlements.deliveryResponsibleValues.${detail.deliveryResponsible}`, {
                  defaultValue: detail.deliveryResponsible,
                })
              : "",
          },
          { key: "payer", label: t("preSettlements.fields.payerName"), children: detail.payerName ?? "" },
          {
            key: "sent",
            label: t("preSettlements.fields.sentDate"),
            children: formatTimestamp(detail.sentDate),
          },
          {
            key: "agreements",
            label: t("preSettlements.fields.agreementCodes"),
            children: (detail.agreementCodes ?? []).join(", "),
          },
          {
            key: "count",
            label: t("preSettlements.fields.invoiceCount"),
            children: String(detail.invoiceCount),
          },
          { key: "path", label: t("preSettlements.fields.path"), children: detail.path ?? "" },
        ]}
      />
      <Actions detail={detail} permitted={permitted} group={group} />
      <FilesSection detail={detail} canReplace={permitted.has("replaceFile")} group={group} />
      <InvoicesSection invoices={detail.invoices} />
      <ActionsLog actions={detail.actions} />
      <PackageFolderSection canEdit={permitted.has("packageFolder")} />
    </article>
  );
}

/** Refreshes the detail and the list after a change. */
function useRefresh(group: string): () => void {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return () => {
    void queryClient.invalidateQueries({ queryKey: preSettlementKey(group) });
    void invalidate({ resource: "pre-settlements", dataProviderName: "rcm", invalidates: ["list"] });
  };
}

/** Build, status moves, settlement action and download (001 §4), each shown only when `can()` allows it. */
function Actions({
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

/** The settlement-action dialog: the delivery channel (required) and an optional comment. */
function RegisterActionDialog({ group, onClose }: { group: string; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const http = useHttp();
  const { message } = useAlerts();
  const errorText = useErrorText();
  const [action, setAction] = useState<SettlementAction | undefined>();
  const [comment, setComment] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!action) {
      setProblem(t("preSettlements.registerAction.actionRequired"));
      return;
    }
    setSaving(true);
    try {
      await registerSettlementAction(http, group, action, comment.trim());
      message.success(t("preSettlements.registerAction.done"));
      onClose(true);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t("preSettlements.registerAction.title")}
      okText={t("preSettlements.registerAction.submit")}
      cancelText={t("preSettlements.actions.cancel")}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
    >
      <label htmlFor="settlement-action" style={{ display: "block", marginBottom: 4 }}>
        {t("preSettlements.registerAction.action")}
      </label>
      <Select
        id="settlement-action"
        style={{ width: "100%" }}
        value={action}
        onChange={(value: SettlementAction) => {
          setAction(value);
          setProblem(null);
        }}
        options={SETTLEMENT_ACTIONS.map((value) => ({
          value,
          label: t(`preSettlements.registerAction.actions.${value}`),
        }))}
        aria-describedby={problem ? "settlement-action-problem" : undefined}
      />
      <label htmlFor="settlement-comment" style={{ display: "block", margin: "12px 0 4px" }}>
        {t("preSettlements.registerAction.comment")}
      </label>
      <Input.TextArea
        id="settlement-comment"
        maxLength={500}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {problem ? (
        <p id="settlement-action-problem" role="alert" style={{ color: "#a8071a", marginTop: 8 }}>
          {problem}
        </p>
      ) : null}
    </Modal>
  );
}

/** The files (name, type, size, replaced) with a replace button each when allowed. */
function FilesSection({
  detail,
  canReplace,
  group,
}: {
  detail: PreSettlementDetail;
  canReplace: boolean;
  group: string;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const { message } = useAlerts();
  const errorText = useErrorText();
  const refresh = useRefresh(group);
  const input = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState<PreSettlementFile | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = (file: PreSettlementFile) => {
    setTarget(file);
    setRefusal(null);
    if (input.current) {
      input.current.accept = acceptOf(preSettlementReplacementPolicy(file.extension));
      input.current.value = "";
      input.current.click();
    }
  };
  const picked = async (files: FileList | null) => {
    if (!target || !files) return;
    const check = checkFiles(preSettlementReplacementPolicy(target.extension), files);
    if (!check.ok) {
      if (check.reason !== "none") {
        setRefusal(
          t(check.key, {
            name: target.name,
            extension: target.extension,
          }),
        );
      }
      return;
    }
    setBusy(target.id);
    try {
      await replacePreSettlementFile(http, target.id, check.file);
      message.success(t("preSettlements.replace.done", { name: target.name }));
      refresh();
    } catch (error) {
      setRefusal(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="pre-settlement-files" style={{ marginTop: 16 }}>
      <h2 id="pre-settlement-files" style={{ fontSize: 16 }}>
        {t("preSettlements.files.title")}
      </h2>
      <input
        ref={input}
        type="file"
        hidden
        aria-hidden
        tabIndex={-1}
        data-testid="replace-input"
        onChange={(event) => void picked(event.target.files)}
      />
      {refusal ? (
        <p role="alert" style={{ color: "#a8071a" }} data-testid="replace-refusal">
          {refusal}
        </p>
      ) : null}
      <Table<PreSettlementFile>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={detail.files}
        locale={{ emptyText: t("preSettlements.files.empty") }}
        columns={[
          { key: "name", title: t("preSettlements.files.name"), dataIndex: "name" },
          {
            key: "extension",
            title: t("preSettlements.files.extension"),
            render: (_, f) => f.extension.toUpperCase(),
          },
          {
            key: "size",
            title: t("preSettlements.files.size"),
            render: (_, f) => t("preSettlements.files.kb", { size: (f.sizeBytes / 1024).toFixed(1) }),
          },
          {
            key: "replaced",
            title: t("preSettlements.files.replaced"),
            render: (_, f) =>
              f.replacedAt
                ? t("preSettlements.files.replacedBy", {
                    at: formatTimestamp(f.replacedAt),
                    by: f.replacedBy ?? "",
                  })
                : "",
          },
          ...(canReplace
            ? [
                {
                  key: "replace",
                  title: t("preSettlements.files.actions"),
                  render: (_: unknown, f: PreSettlementFile) => (
                    <Button
                      size="small"
                      data-action="replace-file"
                      loading={busy === f.id}
                      disabled={busy !== null}
                      aria-label={t("preSettlements.replace.label", { name: f.name })}
                      onClick={() => choose(f)}
                    >
                      {t("preSettlements.replace.button")}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}

/** The invoices delivered, each linked to its account. */
function InvoicesSection({ invoices }: { invoices: PreSettlementInvoice[] }) {
  const { t } = useTranslation();
  const currencyOf = useCurrencyOfCode();
  return (
    <section aria-labelledby="pre-settlement-invoices" style={{ marginTop: 16 }}>
      <h2 id="pre-settlement-invoices" style={{ fontSize: 16 }}>
        {t("preSettlements.invoices.title", { count: invoices.length })}
      </h2>
      <Table<PreSettlementInvoice>
        size="small"
        rowKey="accountId"
        dataSource={invoices}
        pagination={invoices.length > 15 ? { pageSize: 15, showSizeChanger: false } : false}
        locale={{ emptyText: t("preSettlements.invoices.empty") }}
        columns={[
          {
            key: "invoice",
            title: t("preSettlements.invoices.invoiceNumber"),
            render: (_, i) => (
              <Link to={`/rcm/account/${encodeURIComponent(i.accountId)}`}>{i.invoiceNumber}</Link>
            ),
          },
          {
            key: "agreement",
            title: t("preSettlements.invoices.agreement"),
            render: (_, i) => `${i.agreementCode} · ${i.agreementName}`,
          },
          {
            key: "amount",
            title: t("preSettlements.invoices.amount"),
            align: "right",
            render: (_, i) => formatMoney(i.invoiceAmount, currencyOf(i.currencyCode)),
          },
          {
            key: "status",
            title: t("preSettlements.invoices.status"),
            render: (_, i) => <StatusTag category="rcm-status-account" value={i.status} />,
          },
        ]}
      />
    </section>
  );
}

/** The settlement actions registered, newest first. */
function ActionsLog({ actions }: { actions: PreSettlementAction[] }) {
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

/** The provider's package folder: shown; editable (checked before the network) when allowed. */
function PackageFolderSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const http = useHttp();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const queryClient = useQueryClient();
  const { message } = useAlerts();
  const errorText = useErrorText();
  const query = useQuery(packageFolderQuery(http, provider));
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const value = (draft ?? "").trim();
    if (!isPackageFolder(value)) {
      setProblem(t("preSettlements.packageFolder.invalid"));
      return;
    }
    setSaving(true);
    try {
      const saved = await savePackageFolder(http, value);
      queryClient.setQueryData(packageFolderQuery(http, provider).queryKey, saved);
      message.success(t("preSettlements.packageFolder.saved"));
      setDraft(null);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  const current = query.data?.packageFolder ?? null;
  return (
    <section aria-labelledby="pre-settlement-package-folder" style={{ marginTop: 16 }}>
      <h2 id="pre-settlement-package-folder" style={{ fontSize: 16 }}>
        {t("preSettlements.packageFolder.title")}
      </h2>
      {query.isError ? <p role="alert">{errorText(query.error)}</p> : null}
      {draft === null ? (
        <Space>
          <span data-testid="package-folder">{current ?? t("preSettlements.packageFolder.notSet")}</span>
          {query.data?.updatedBy ? (
            <span style={{ color: "#595959" }}>
              {t("preSettlements.packageFolder.updated", {
                by: query.data.updatedBy,
                at: formatTimestamp(query.data.updatedAt),
              })}
            </span>
          ) : null}
          {canEdit ? (
            <Button size="small" onClick={() => setDraft(current ?? "")} disabled={!query.data}>
              {t("preSettlements.packageFolder.edit")}
            </Button>
          ) : null}
        </Space>
      ) : (
        <div>
          <label htmlFor="package-folder-input" style={{ display: "block", marginBottom: 4 }}>
            {t("preSettlements.packageFolder.label")}
          </label>
          <Space>
            <Input
              id="package-folder-input"
              value={draft}
              maxLength={200}
              status={problem ? "error" : undefined}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? "package-folder-problem" : undefined}
              onChange={(event) => {
                setDraft(event.target.value);
                setProblem(null);
              }}
              onPressEnter={() => void save()}
            />
            <Button type="primary" onClick={() => void save()} loading={saving}>
              {t("preSettlements.packageFolder.save")}
            </Button>
            <Button
              onClick={() => {
                setDraft(null);
                setProblem(null);
              }}
            >
              {t("preSettlements.actions.cancel")}
            </Button>
          </Space>
          {problem ? (
            <p id="package-folder-problem" role="alert" style={{ color: "#a8071a", marginTop: 4 }}>
              {problem}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
