import Alert from "antd/es/alert";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useHttp } from "../../../base/runtime-context";
import { FlowProvider } from "../../../components/flow";
import { Loading } from "../../../components/loading";
import { PageHeading } from "../../../components/page-heading";
import { draftOf, type RuleDraft } from "./ai-rules-logic";
import { editCodeOf } from "./editor-mode";
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
 * configuration hides the navigation-bar view (001 §2). Texts in the `ai-rules` part. The three are
 * the route's gate (src/areas/rcm/index.ts, with `editor-mode.ts`).
 */
export default function AiRulesEditorScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const editCode = editCodeOf(params);
  const editing = editCode !== "";
  const http = useHttp();
  // Access (create or edit), the `ai-rules` texts and the navigation-bar redirect are the route's gate.
  const existing = useQuery({ ...ruleQuery(http, editCode), enabled: editing });

  const title = t(editing ? "aiRules.editor.editTitle" : "aiRules.editor.createTitle");
  const back = (
    <p>
      <Link to={OVERVIEW_RULES}>{t("aiRules.editor.back")}</Link>
    </p>
  );
  if (editing && existing.isPending) return <Loading />;
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
