import type { ReactNode } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { canComplete, missingDocuments } from "../../../components/authorization-request/request-machine";
import { RequestDocuments } from "./request-documents";
import type { RequestFlow } from "./use-request-flow";

/** Props of {@link RequestFlowPanel}. */
export interface RequestFlowPanelProps {
  flow: RequestFlow;
  /** Where "back" leads (the authorization's detail). */
  detailPath: string;
}

/**
 * Where the request stands (000 §4, §5, §7): sending, polling (with the attempt), the
 * authorizations made with their documents and the Complete button (with what is still missing),
 * the completed authorizations, or why it failed with a retry. Nothing while the form is edited.
 */
export function RequestFlowPanel({ flow, detailPath }: RequestFlowPanelProps): ReactNode {
  const { t } = useTranslation();
  const { state } = flow;
  if (state.phase === "sending" || state.phase === "polling") {
    return (
      <p role="status">
        <Spin size="small" />{" "}
        {state.phase === "sending"
          ? t("v2.request.sending")
          : t("v2.request.polling", { attempt: flow.attempts + 1 })}
      </p>
    );
  }
  if (state.phase === "files" || state.phase === "completing") {
    const ready = canComplete(state.authorizations);
    const missing = state.authorizations.flatMap((a) =>
      missingDocuments(a).map((slug) =>
        t("v2.request.missingOne", {
          code: a.authorizationCode,
          document: t(`v2.request.documents.${slug}`),
        }),
      ),
    );
    const { requestId } = state;
    return (
      <>
        <p role="status">{t("v2.request.created", { count: state.authorizations.length })}</p>
        {state.phase === "files" && state.error ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            message={flow.reasonText(state.error)}
            style={{ marginBottom: 12 }}
          />
        ) : null}
        {state.authorizations.map((a) => (
          <RequestDocuments
            key={a.id}
            authorization={a}
            locked={state.phase === "completing"}
            busyDocument={flow.busyDocument}
            onUpload={(authorization, slug, maxBytes, file) =>
              void flow.upload(requestId, authorization, slug, maxBytes, file)
            }
            onRemove={(authorization, file) => flow.remove(requestId, authorization, file)}
          />
        ))}
        <p id="v2-request-complete-hint">{ready ? t("v2.request.readyToComplete") : missing.join(" · ")}</p>
        <Button
          type="primary"
          disabled={!ready}
          loading={state.phase === "completing"}
          aria-describedby="v2-request-complete-hint"
          onClick={() => void flow.complete(requestId)}
        >
          {t("v2.request.complete")}
        </Button>
      </>
    );
  }
  if (state.phase === "completed") {
    return (
      <>
        <Alert
          type="success"
          showIcon
          message={t("v2.request.completed", { count: state.authorizations.length })}
          style={{ marginBottom: 12 }}
        />
        <ul>
          {state.authorizations.map((a) => (
            <li key={a.id}>
              <Link
                to={`/v2/authorizations/${encodeURIComponent(a.sponsorSlug)}/${encodeURIComponent(a.authorizationCode)}`}
              >
                {t("v2.request.open", { code: a.authorizationCode })}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/v2/home">{t("v2.request.home")}</Link>
      </>
    );
  }
  if (state.phase === "failed") {
    return (
      <>
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t("v2.request.failed")}
          description={flow.reasonText(state.reason)}
          style={{ marginBottom: 12 }}
        />
        <Space wrap>
          <Button onClick={flow.retry}>
            {state.resume ? t("v2.request.retryPoll") : t("v2.request.retry")}
          </Button>
          <Link to={detailPath}>{t("v2.request.back")}</Link>
        </Space>
      </>
    );
  }
  return null;
}
