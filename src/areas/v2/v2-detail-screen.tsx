import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import Tabs from "antd/es/tabs";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { isAxiosError } from "../../../providers/http";
import { useHttp, useSession } from "../../base/runtime-context";
import { PageHeading } from "../../components/page-heading";
import { usePermittedActions } from "../../components/resource/use-permitted-actions";
import { V2DetailActions } from "./detail-actions/detail-actions";
import { useReasonText } from "./use-reason-text";
import { V2DetailDocuments } from "./v2-detail-documents";
import { V2DetailInformation } from "./v2-detail-information";
import { V2DetailObservations } from "./v2-detail-observations";
import { V2_KEY, v2DetailQuery } from "./v2-queries";

/** The `v2-authorizations` actions this screen asks `can()` about (resources/v2-authorizations.ts `access`). */
const ACTIONS = ["show", "create", "comment", "changeStatus", "uploadFile", "deleteFile", "request"] as const;

/**
 * The authorization detail `v2DetailAuthorization` at `/v2/authorizations/{sponsorSlug}/{authorizationCode}`
 * (query `detailForm`; 000 §2, §3, §4, §5; 001 §2, §3; issue 10 §3): loads only when both the code
 * and the sponsor exist (000 §5); tabs Information (its fields and the status change,
 * v2-detail-information.tsx), Documentation (files with download, a confirmed delete and an
 * additional document, v2-detail-documents.tsx) and Observations (newest first and a new one,
 * v2-detail-observations.tsx); the sponsor's form and a new authorization request opened from here;
 * the actions of 000 §2 the status offers (new assessment, patient discharge, send invoice, insurer
 * formats: detail-actions/, issue 21 §3).
 * Server text is rendered as text.
 */
export default function V2DetailScreen() {
  const { sponsorSlug = "", authorizationCode = "" } = useParams();
  const { t } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const permitted = usePermittedActions("v2-authorizations", ACTIONS);
  // The Folios variant names the identity document by its tax id (RFC).
  const folios = useSession()?.extensions?.sponsorTextOverrides === true;
  const detail = useQuery(v2DetailQuery(http, authorizationCode, sponsorSlug, provider));
  const [search] = useSearchParams();
  const detailForm = search.get("detailForm");
  const reason = useReasonText();
  const refresh = () => queryClient.invalidateQueries({ queryKey: V2_KEY });

  if (detail.isLoading) return <Spin />;
  const row = detail.data;
  if (detail.isError || !row) {
    // An authorization the server does not know says so in words, with no retry (issue 19 §8).
    const missing = isAxiosError(detail.error) && detail.error.response?.status === 404;
    return (
      <>
        <PageHeading>{t("v2.detail.title", { code: authorizationCode })}</PageHeading>
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t(missing ? "v2.detail.missing" : "v2.detail.notFound")}
          description={detail.isError && !missing ? reason(detail.error) : undefined}
          action={
            missing ? null : <Button onClick={() => void detail.refetch()}>{t("v2.detail.retry")}</Button>
          }
        />
        <p>
          <Link to="/v2/home">{t("v2.detail.back")}</Link>
        </p>
      </>
    );
  }

  const formSlug = detailForm || row.detailFormSlug;
  return (
    <>
      <PageHeading>{t("v2.detail.title", { code: row.authorizationCode })}</PageHeading>
      <Space wrap style={{ marginBottom: 16 }}>
        <Link to="/v2/home">{t("v2.detail.back")}</Link>
        {formSlug && permitted.has("create") ? (
          <Link
            to={`/v2/authorizations/${encodeURIComponent(row.authorizationCode)}/new/${encodeURIComponent(
              row.sponsorSlug,
            )}/${encodeURIComponent(formSlug)}`}
          >
            {t("v2.detail.fillForm")}
          </Link>
        ) : null}
        {permitted.has("request") ? (
          <Link
            to={`/v2/authorizations/${encodeURIComponent(row.sponsorSlug)}/${encodeURIComponent(
              row.authorizationCode,
            )}/request`}
          >
            {t("v2.detail.newRequest")}
          </Link>
        ) : null}
      </Space>
      <V2DetailActions row={row} permitted={permitted} refresh={refresh} />
      <Tabs
        items={[
          {
            key: "information",
            label: t("v2.detail.tabs.information"),
            children: (
              <V2DetailInformation
                row={row}
                canChangeStatus={permitted.has("changeStatus")}
                folios={folios}
                refresh={refresh}
              />
            ),
          },
          {
            key: "documentation",
            label: t("v2.detail.tabs.documentation"),
            children: (
              <V2DetailDocuments
                row={row}
                canUpload={permitted.has("uploadFile")}
                canDelete={permitted.has("deleteFile")}
                refresh={refresh}
              />
            ),
          },
          {
            key: "observations",
            label: t("v2.detail.tabs.observations"),
            children: (
              <V2DetailObservations row={row} canComment={permitted.has("comment")} refresh={refresh} />
            ),
          },
        ]}
      />
    </>
  );
}
