import Alert from "antd/es/alert";
import Radio from "antd/es/radio";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Loading } from "../../../../components/loading";
import { NEW_AUTHORIZATION_INITIAL } from "../new-authorization-flow";
import type { StepProps } from "../step-props";
import { searchFormsQuery } from "./beneficiary-queries";
import { useLookupHttp } from "./lookup-http";
import { chooseSearchForm } from "./search-state";
import { LoadFailed, SearchStepActions, StepProblem } from "./search-ui";

const GROUP_ID = "new-authorization-search-method";
const PROBLEM_ID = "new-authorization-search-method-problem";

/**
 * The search method step (000 §2 step "search method"; 000 §7 `beneficiary-lookup/v1/sponsors/
 * {sponsor}/forms` with the client token; issue 20 §2): the method is which of the sponsor's search
 * forms (by document, member code, name and birth date), one radio group; its fields are shown on
 * the next step.
 */
export function SearchMethodStep({ flow }: StepProps) {
  const { t, i18n } = useTranslation();
  const lookupHttp = useLookupHttp();
  const sponsor = flow.state.sponsorSlug ?? "";
  const forms = useQuery(searchFormsQuery(lookupHttp, sponsor, i18n.language));
  const [chosen, setChosen] = useState<string | null>(flow.state.searchFormSlug);
  const [problem, setProblem] = useState<string | null>(null);

  if (forms.isPending) return <Loading />;
  if (forms.isError)
    return (
      <>
        <LoadFailed text={t("newAuthorization.search.loadFailed")} onRetry={() => void forms.refetch()} />
        <SearchStepActions flow={flow} onNext={() => undefined} />
      </>
    );

  const named = forms.data.find((form) => form.slug === chosen);
  const next = () => {
    if (!named) {
      setProblem(t("newAuthorization.search.method.required"));
      document.getElementById(GROUP_ID)?.focus();
      return;
    }
    flow.next({ state: chooseSearchForm(flow.state, NEW_AUTHORIZATION_INITIAL, named.slug) });
  };

  return (
    <>
      {forms.data.length === 0 ? (
        <Alert type="info" showIcon message={t("newAuthorization.search.method.none")} />
      ) : (
        <Radio.Group
          id={GROUP_ID}
          aria-label={t("newAuthorization.search.method.label")}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem ? PROBLEM_ID : undefined}
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value as string);
            setProblem(null);
          }}
          style={{ display: "flex", flexDirection: "column", gap: 8 }}
        >
          {forms.data.map((form) => (
            <Radio key={form.slug} value={form.slug}>
              {form.name}
            </Radio>
          ))}
        </Radio.Group>
      )}
      <StepProblem id={PROBLEM_ID} text={problem} />
      <SearchStepActions flow={flow} onNext={next} />
    </>
  );
}
