import Alert from "antd/es/alert";
import { useCan } from "@refinedev/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { use } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { loadTexts } from "../../../../providers/i18n";
import aiConfigurations from "../../../../resources/ai-configurations";
import { useHttp } from "../../../app/runtime-context";
import { AccessRefused } from "../../../components/access-refused";
import { FlowProvider } from "../../../components/flow";
import { Loading } from "../../../components/loading";
import { PageHeading } from "../../../components/page-heading";
import { useNavigationBarHidden } from "../pre-settlements/navigation-bar";
import { draftOf, type RuleDraft } from "./ai-rules-logic";
import { ruleQuery } from "./ai-queries";
import { aiRuleFlow } from "./ai-rule-flow";
import { OVERVIEW_RULES, RuleEditor } from "./ai-rule-editor";

const EMPTY: RuleDraft = { agreementCodes: [], fields: [] };

/**
 * The AI rules editor at /rcm/ai-configuration-rules-editor (001 §2 "ai-configuration-rules-editor
 * | params mode and configurationData"; §5 "An AI rule needs three steps: scope, fields, summary",
 * "Dynamic-field variables"; §7 POST / PUT document-validation/v1/document-configurations; issue 8
 * §5). `?mode=create`, or `?mode=edit&supportFileCode=<code>` (the rule is read again from the
 * server, so a reload or a shared link works; a support file code is not patient data).
 * - **Scope**: analysis type (radio), support file (fixed when editing), agreements (none: all).
 * - **Fields**: the fields the analysis type offers (`available-fields`), each chosen or not,
 *   required or not, with an optional expected value whose `${variable}`s must be balanced and known
 *   (schemas/requests/ai-rules.ts, the rule the API applies too).
 * - **Summary**: what will be saved; Save sends the snake_case body. A refused save (400) shows the
 *   server's message and keeps everything typed.
 * Each step refuses to go on with its problems shown beside the control and focus on the first.
 * The steps are a flow of the flow kit (issue 18 §1, `ai-rule-flow.ts`, `ai-rule-editor.tsx`):
 * this screen is the flow's layout (`FlowProvider`), which holds the draft for the steps, keeps its
 * ids and choices in `sessionStorage` (one draft for `create`, one per edited rule) and lays them
 * over the rule re-fetched on a reload; the step is `?step=` in the URL.
 * Creating needs `can({ resource: "ai-configurations", action: "create" })`, editing `edit`
 * (MODIFY_AGREEMENTS, 000 §6); others see that they may not. Sends the user to /home when the view
 * configuration hides the navigation-bar view (001 §2). Texts in the `ai-rules` part.
 */
export default function AiRulesEditorScreen() {
  const { t, i18n } = useTranslation();
  use(loadTexts(i18n, "ai-rules"));
  const hidden = useNavigationBarHidden();
  const [params] = useSearchParams();
  const editCode = params.get("mode") === "edit" ? (params.get("supportFileCode") ?? "").trim() : "";
  const editing = editCode !== "";
  // Keeps the last answer while it is asked again, so a re-check never unmounts what is being typed.
  const allowed = useCan({
    resource: aiConfigurations.name,
    action: editing ? "edit" : "create",
    queryOptions: { placeholderData: keepPreviousData },
  }).data;
  const http = useHttp();
  const existing = useQuery({ ...ruleQuery(http, editCode), enabled: editing && allowed?.can === true });

  if (hidden) return <Navigate to="/home" replace />;
  const title = t(editing ? "aiRules.editor.editTitle" : "aiRules.editor.createTitle");
  const back = (
    <p>
      <Link to={OVERVIEW_RULES}>{t("aiRules.editor.back")}</Link>
    </p>
  );
  if (allowed === undefined || (editing && existing.isPending)) return <Loading />;
  if (!allowed.can)
    return (
      <>
        <PageHeading>{title}</PageHeading>
        <AccessRefused answer={allowed} message={t("aiRules.notAllowed")} />
        {back}
      </>
    );
  if (editing && existing.isError)
    return (
      <>
        <PageHeading>{title}</PageHeading>
        <Alert type="error" showIcon role="alert" message={t("aiRules.editor.loadFailed")} />
        {back}
      </>
    );
  return (
    <>
      {back}
      <PageHeading>{title}</PageHeading>
      <FlowProvider
        key={editCode || "new"}
        definition={aiRuleFlow}
        instance={editing ? `edit:${editCode}` : "create"}
        initial={existing.data ? draftOf(existing.data) : EMPTY}
      >
        <RuleEditor editing={editing} />
      </FlowProvider>
    </>
  );
}
