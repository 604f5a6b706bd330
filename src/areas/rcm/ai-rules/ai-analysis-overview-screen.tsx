import Button from "antd/es/button";
import Tabs from "antd/es/tabs";
import Tag from "antd/es/tag";
import type { BaseRecord } from "@refinedev/core";
import { useCan } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { supportFileTypeName, valueLabel } from "../../../lib/value-label";
import aiAnalysedDocuments from "../../../../resources/ai-analysed-documents";
import aiConfigurations from "../../../../resources/ai-configurations";
import { useHttp } from "../../../base/runtime-context";
import { PageHeading } from "../../../components/page-heading";
import { TONE_COLORS } from "../../../components/resource/status-tones";
import { ResourceList } from "../../../components/resource/resource-list";
import { riskTone, statusView } from "./ai-rules-logic";
import { AI_KEY, RULES_PATH, editorPath } from "./ai-queries";

/** The status of a document as a tag (001 §4 "AI validation"). */
export function AiStatusTag({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation();
  const view = statusView(status);
  return (
    <Tag style={{ ...TONE_COLORS[view.tone], marginInlineEnd: 0 }}>
      {view.known ? t(view.key) : String(status ?? t(view.key))}
    </Tag>
  );
}

/** A denial risk as a tag, or a dash while there is none (not analysed). */
export function RiskTag({ risk }: { risk: string | null | undefined }) {
  const { t } = useTranslation();
  if (!risk) return <span>{t("aiRules.noRisk")}</span>;
  return (
    <Tag style={{ ...TONE_COLORS[riskTone(risk)], marginInlineEnd: 0 }}>
      {valueLabel(t, "aiRules.risk", risk)}
    </Tag>
  );
}

/**
 * The AI analysis overview at /rcm/ai-analysis-overview (001 §2 "ai-analysis-overview | tabs:
 * analyzed documents, ai-configuration-rules"; issue 8 §5), with the `ai-rules` text part:
 * - **Analyzed documents**: the generic list of `ai-analysed-documents` (page size 15, 001 §9;
 *   filters search, statuses, services, day sent), statuses and denial risk as tags; Enter or the
 *   invoice link on a row opens the document's results.
 * - **Configuration rules** (only for users `can()` lets list `ai-configurations`, VIEW_AGREEMENTS):
 *   the generic list of the rules (search, page size 15), with "New rule" (create), edit (opens the
 *   editor) and delete (confirmed by the list) each shown only when `can()` allows it
 *   (MODIFY_AGREEMENTS, 000 §6). Deleting refreshes every AI query (results depend on the rules).
 * The tab is kept in the URL (`?tab=rules`). Sends the user to /home when the view configuration
 * hides the navigation-bar view (001 §2).
 */
export default function AiAnalysisOverviewScreen() {
  const { t } = useTranslation();
  const http = useHttp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const viewRules = useCan({ resource: aiConfigurations.name, action: "list" }).data;
  const create = useCan({ resource: aiConfigurations.name, action: "create" }).data;
  const tab = params.get("tab") === "rules" && viewRules?.can ? "rules" : "documents";

  const documentCells = useMemo(
    () => ({
      invoiceNumber: (row: BaseRecord) => (
        <Link to={`/rcm/ai-analysis-overview/${encodeURIComponent(String(row.id))}`}>
          {String(row.invoiceNumber ?? "")}
        </Link>
      ),
      aiValidationStatus: (row: BaseRecord) => <AiStatusTag status={row.aiValidationStatus as string} />,
      denialRisk: (row: BaseRecord) => <RiskTag risk={row.denialRisk as string | null} />,
      // The support-file type by its label (issue 19 §3), the server's Spanish name for an unknown code.
      supportFileName: (row: BaseRecord) =>
        supportFileTypeName(t, {
          fileCode: String(row.supportFileCode ?? ""),
          name: row.supportFileName as string | undefined,
        }),
    }),
    [t],
  );
  const ruleCells = useMemo(
    () => ({
      supportFileName: (row: BaseRecord) =>
        `${supportFileTypeName(t, { fileCode: String(row.supportFileCode ?? ""), name: row.supportFileName as string | undefined })} (${String(row.supportFileCode ?? "")})`,
      analysisType: (row: BaseRecord) =>
        valueLabel(t, "aiRules.analysisTypes", String(row.analysisType ?? "")),
      agreements: (row: BaseRecord) => {
        const agreements = Array.isArray(row.agreements)
          ? (row.agreements as { agreementName?: string }[])
          : [];
        return agreements.length === 0
          ? t("aiRules.allAgreements")
          : agreements.map((a) => a.agreementName ?? "").join(", ");
      },
      fields: (row: BaseRecord) => {
        const fields = Array.isArray(row.fields) ? (row.fields as { fieldSlug?: string }[]) : [];
        return fields.map((f) => valueLabel(t, "aiRules.fields", String(f.fieldSlug ?? ""))).join(", ");
      },
    }),
    [t],
  );
  const ruleHandlers = useMemo(
    () => ({
      edit: (row: BaseRecord) => {
        void navigate(editorPath(String(row.supportFileCode)));
        return { quiet: true };
      },
      delete: async (row: BaseRecord) => {
        await http.delete(`${RULES_PATH}/${encodeURIComponent(String(row.supportFileCode))}`);
        await queryClient.invalidateQueries({ queryKey: AI_KEY });
        return { successKey: "aiRules.deleted" };
      },
    }),
    [http, navigate, queryClient],
  );

  const items = [
    {
      key: "documents",
      label: t("aiRules.tabs.documents"),
      children:
        tab === "documents" ? (
          <ResourceList
            declaration={aiAnalysedDocuments}
            cells={documentCells}
            headingLevel={2}
            title={t("aiRules.tabs.documents")}
          />
        ) : null,
    },
  ];
  if (viewRules?.can)
    items.push({
      key: "rules",
      label: t("aiRules.tabs.rules"),
      children:
        tab === "rules" ? (
          <ResourceList
            declaration={aiConfigurations}
            cells={ruleCells}
            rowActionHandlers={ruleHandlers}
            headingLevel={2}
            urlPrefix="rules"
            title={t("aiRules.tabs.rules")}
            header={
              create?.can ? (
                <Button type="primary" onClick={() => void navigate(editorPath())}>
                  {t("aiRules.newRule")}
                </Button>
              ) : (
                <p>{t("aiRules.readOnly")}</p>
              )
            }
          />
        ) : null,
    });

  return (
    <>
      <PageHeading>{t("resources.ai-analysed-documents.title")}</PageHeading>
      <Tabs
        activeKey={tab}
        items={items}
        onChange={(key) => {
          const next = new URLSearchParams();
          if (key === "rules") next.set("tab", "rules");
          setParams(next);
        }}
      />
    </>
  );
}
