import { useState, type FormEvent } from "react";
import Button from "antd/es/button";
import Input from "antd/es/input/Input";
import Password from "antd/es/input/Password";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useInvalidate } from "@refinedev/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ResourceDeclaration } from "../../../../resources/define-resource";
import credentialsDeclaration from "../../../../resources/pre-settlements-br-credentials";
import { selectErrorMessage } from "../../../../providers/http";
import {
  BR_PASSWORD_MAX,
  BR_USERNAME_MAX,
  BR_WORKER_TYPES,
  credentialsProblem,
  type BrWorkerType,
} from "../../../../schemas/requests/pre-settlements-br";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp, useSession } from "../../../base/runtime-context";
import { ResourceList } from "../../../components/resource/resource-list";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";
import { formatTimestamp, maskSecret, SECRET_MASK } from "../../../lib/format";
import { brCredentialsQuery, saveBrCredentials } from "./pre-settlements-br-queries";

const ACTIONS = ["save"] as const;

/** The change kind of a log entry (CREATED / UPDATED), translated. */
const CELLS = {
  action: (row: Record<string, unknown>) => <ActionCell value={String(row.action ?? "")} />,
  // Provider keys are secrets (issue 8 §3): the log shows usernames masked too.
  username: (row: Record<string, unknown>) => <>{maskSecret(String(row.username ?? ""))}</>,
};
function ActionCell({ value }: { value: string }) {
  const { t } = useTranslation();
  return <>{t(`preSettlementsBr.credentials.actions.${value}`, { defaultValue: value })}</>;
}

/**
 * The Brazil integration credentials at /rcm/pre-settlements-br-credentials (001 §2, §3 "Brazil
 * credentials", §5 "integration, username and password are required", §7; issue 9 §2): the current
 * credentials of SIAD and ORIZON (integration, username masked, last update; never a password: the
 * provider keys of issue 8 §3, shown masked with `maskSecret`), a form to
 * create or update one (shown when `can()` allows MODIFY_PRE_SETTLEMENTS; every field required,
 * checked before the network, the server's refusal shown as it answers) and the change log (the
 * declaration's list, filtered by integration). The password lives only in this form's state while
 * typed: it is sent in the body, never put in the URL, storage or the query cache, and cleared once
 * sent (tests/component/areas/pre-settlements-br.test.tsx).
 */
export default function CredentialsScreen({
  declaration = credentialsDeclaration,
}: {
  declaration?: ResourceDeclaration;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const { message } = useAlerts();
  const permitted = usePermittedActions(declaration.name, ACTIONS);
  const credentials = useQuery(brCredentialsQuery(http, provider));
  const [workerType, setWorkerType] = useState<BrWorkerType | "">("");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const existing = credentials.data?.find((c) => c.workerType === workerType);
  const mode = existing ? "update" : "create";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (credentialsProblem({ worker_type: workerType, username, password }) !== null || workerType === "") {
      setProblem(t("preSettlementsBr.credentials.required"));
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      await saveBrCredentials(http, mode, { workerType, username: username.trim(), password });
      setPassword("");
      message.success(
        t(`preSettlementsBr.credentials.${mode === "create" ? "created" : "updated"}`, {
          worker: workerType,
        }),
      );
      await queryClient.invalidateQueries({ queryKey: brCredentialsQuery(http, provider).queryKey });
      void invalidate({ resource: declaration.name, dataProviderName: "rcm", invalidates: ["list"] });
    } catch (error) {
      const chosen = selectErrorMessage(error);
      setProblem(chosen.text ?? t(chosen.key ?? "errors.unknown"));
    } finally {
      setSaving(false);
    }
  };

  const canSave = permitted.has("save");
  return (
    <ResourceList
      declaration={declaration}
      headingLevel={1}
      cells={CELLS}
      header={
        <>
          <p>
            {t("preSettlementsBr.credentials.intro")}{" "}
            <Link to="/rcm/pre-settlements-br" style={{ textDecoration: "underline" }}>
              {t("preSettlementsBr.credentials.backToPanel")}
            </Link>
          </p>
          <section aria-labelledby="br-credentials-current" style={{ marginBottom: 16 }}>
            <h2 id="br-credentials-current" style={{ fontSize: 16 }}>
              {t("preSettlementsBr.credentials.current")}
            </h2>
            {credentials.isError ? (
              <p role="alert">{t("preSettlementsBr.credentials.failed")}</p>
            ) : credentials.data && credentials.data.length === 0 ? (
              <p>{t("preSettlementsBr.credentials.none")}</p>
            ) : (
              <ul data-testid="br-credentials" style={{ paddingLeft: 20 }}>
                {(credentials.data ?? []).map((c) => (
                  <li key={c.workerType}>
                    {t("preSettlementsBr.credentials.currentEntry", {
                      worker: c.workerType,
                      username: maskSecret(c.username),
                      password: SECRET_MASK,
                      date: formatTimestamp(c.lastUpdated),
                      by: c.updatedBy,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {canSave ? (
            <section aria-labelledby="br-credentials-form" style={{ marginBottom: 16, maxWidth: 420 }}>
              <h2 id="br-credentials-form" style={{ fontSize: 16 }}>
                {t("preSettlementsBr.credentials.formTitle")}
              </h2>
              <form onSubmit={(event) => void submit(event)} noValidate autoComplete="off">
                <div style={{ marginBottom: 8 }}>
                  <label htmlFor="br-worker-type" style={{ display: "block", marginBottom: 4 }}>
                    {t("preSettlementsBr.credentials.workerType")}
                  </label>
                  <select
                    id="br-worker-type"
                    value={workerType}
                    required
                    aria-required="true"
                    onChange={(event) => {
                      setWorkerType(event.target.value as BrWorkerType | "");
                      setProblem(null);
                    }}
                    style={{
                      width: "100%",
                      height: 32,
                      borderRadius: 6,
                      border: "1px solid #8c8c8c",
                      padding: "0 8px",
                    }}
                  >
                    <option value="">{t("preSettlementsBr.credentials.chooseWorker")}</option>
                    {BR_WORKER_TYPES.map((w) => (
                      <option key={w} value={w}>
                        {t(`preSettlementsBr.workers.${w}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div style={{ marginBottom: 8 }}>
                  <label htmlFor="br-username" style={{ display: "block", marginBottom: 4 }}>
                    {t("preSettlementsBr.credentials.username")}
                  </label>
                  <Input
                    id="br-username"
                    value={username}
                    maxLength={BR_USERNAME_MAX}
                    autoComplete="off"
                    aria-required="true"
                    onChange={(event) => {
                      setUsername(event.target.value);
                      setProblem(null);
                    }}
                  />
                </div>
                <div style={{ marginBottom: 8 }}>
                  <label htmlFor="br-password" style={{ display: "block", marginBottom: 4 }}>
                    {t("preSettlementsBr.credentials.password")}
                  </label>
                  <Password
                    id="br-password"
                    value={password}
                    maxLength={BR_PASSWORD_MAX}
                    autoComplete="new-password"
                    visibilityToggle={false}
                    aria-required="true"
                    aria-describedby="br-password-help"
                    onChange={(event) => {
                      setPassword(event.target.value);
                      setProblem(null);
                    }}
                  />
                  <p id="br-password-help" style={{ margin: "4px 0 0", color: "#595959" }}>
                    {t("preSettlementsBr.credentials.passwordHelp")}
                  </p>
                </div>
                {problem ? (
                  <p role="alert" style={{ color: "#a8071a" }}>
                    {problem}
                  </p>
                ) : null}
                <Button type="primary" htmlType="submit" loading={saving}>
                  {t(`preSettlementsBr.credentials.${mode}`)}
                </Button>
              </form>
            </section>
          ) : (
            <p>{t("preSettlementsBr.credentials.viewOnly")}</p>
          )}
          <h2 style={{ fontSize: 16 }}>{t("preSettlementsBr.credentials.logTitle")}</h2>
        </>
      }
    />
  );
}
