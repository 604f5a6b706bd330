import Alert from "antd/es/alert";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Loading } from "../../../../components/loading";
import { ResourceForm } from "../../../../components/resource-form";
import { NEW_AUTHORIZATION_INITIAL } from "../new-authorization-flow";
import { NewAuthorizationActions } from "../new-authorization-actions";
import type { StepProps } from "../step-props";
import { searchFormsQuery } from "./beneficiary-queries";
import { useLookupHttp } from "./lookup-http";
import { chooseSearchForm } from "./search-state";
import { focusChoice, LoadFailed, RadioChoice, StepProblem } from "./search-ui";

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
  // The next step renders the chosen form: its code and texts load while this step is shown.
  useEffect(() => void ResourceForm.preload(), []);

  if (forms.isPending) return <Loading />;
  if (forms.isError)
    return (
      <>
        <LoadFailed text={t("newAuthorization.search.loadFailed")} onRetry={() => void forms.refetch()} />
        <NewAuthorizationActions flow={flow} onNext={() => undefined} />
      </>
    );

  const named = forms.data.find((form) => form.slug === chosen);
  const next = () => {
    if (!named) {
      setProblem(t("newAuthorization.search.method.required"));
      focusChoice(GROUP_ID);
      return;
    }
    flow.next({ state: chooseSearchForm(flow.state, NEW_AUTHORIZATION_INITIAL, named.slug) });
  };

  return (
    <>
      {forms.data.length === 0 ? (
        <Alert type="info" showIcon message={t("newAuthorization.search.method.none")} />
      ) : (
        <RadioChoice
          id={GROUP_ID}
          label={t("newAuthorization.search.method.label")}
          value={chosen}
          options={forms.data.map((form) => ({ value: form.slug, label: form.name }))}
          invalid={problem !== null}
          describedBy={problem ? PROBLEM_ID : undefined}
          onChange={(value) => {
            setChosen(value);
            setProblem(null);
          }}
        />
      )}
      <StepProblem id={PROBLEM_ID} text={problem} />
      <NewAuthorizationActions flow={flow} onNext={next} />
    </>
  );
}
