import Alert from "antd/es/alert";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PollFailedError } from "../../../../../providers/http";
import { useHttp } from "../../../../base/runtime-context";
import { Loading } from "../../../../components/loading";
import { ResourceForm } from "../../../../components/resource-form";
import { useErrorText } from "../../../../components/use-error-text";
import { usePolledJob } from "../../../../lib/use-polled-job";
import { NEW_AUTHORIZATION_INITIAL } from "../new-authorization-flow";
import { NewAuthorizationActions } from "../new-authorization-actions";
import type { StepProps } from "../step-props";
import {
  beneficiaryQuery,
  searchFormsQuery,
  startBeneficiarySearch,
  type SearchAnswer,
} from "./beneficiary-queries";
import { BeneficiaryResults } from "./beneficiary-results";
import { useLookupHttp, useProviderSlug } from "./lookup-http";
import { searchFormDeclaration, searchInputs } from "./search-form-declaration";
import { chooseBeneficiary, searchDropped, searchStarted } from "./search-state";
import { LoadFailed, StepProblem, useFormReady } from "./search-ui";

const PROBLEM_ID = "new-authorization-beneficiary-problem";
const k = "newAuthorization.search.beneficiary";

/**
 * The beneficiary step (000 §2 step "beneficiary"; 000 §4 "Beneficiary search"; 000 §7 beneficiary
 * lookup with the client token; issue 20 §2). The search form chosen on the step before, rendered
 * from its definition as a declared form (`searchFormDeclaration`, validated without generated
 * code); searching POSTs once and follows the 202 with `usePolledJob`, honouring `Retry-After`. The
 * Location is kept in the flow's draft (`searchLocation`), so a reload polls the same search again
 * and never searches twice. ERROR shows the search-failed alert (000 §8); an answer without results
 * 'Search response was not found'. The typed inputs are patient data: they live in the form only,
 * never in the draft or the URL. Choosing a result keeps its id (`beneficiaryId`).
 */
export function BeneficiaryStep({ flow }: StepProps) {
  const { t, i18n } = useTranslation();
  const lookupHttp = useLookupHttp();
  const http = useHttp();
  const queryClient = useQueryClient();
  const provider = useProviderSlug();
  const errorText = useErrorText();
  const sponsor = flow.state.sponsorSlug ?? "";
  const forms = useQuery(searchFormsQuery(lookupHttp, sponsor, i18n.language));
  const form = forms.data?.find((f) => f.slug === flow.state.searchFormSlug);
  const declaration = useMemo(() => {
    try {
      return form ? searchFormDeclaration(form) : undefined;
    } catch {
      return undefined;
    }
  }, [form]);
  const { update } = flow;
  const job = usePolledJob<SearchAnswer | null | undefined>(lookupHttp, {
    location: flow.state.searchLocation,
    onAccepted: (accepted) =>
      update((state) => searchStarted(state, NEW_AUTHORIZATION_INITIAL, accepted.location)),
  });
  const [picked, setPicked] = useState<number | null>(flow.state.beneficiaryId);
  const [problem, setProblem] = useState<string | null>(null);
  const opened = useFormReady();

  const search = async (values: Record<string, unknown>) => {
    if (!form) return;
    setPicked(null);
    setProblem(null);
    const accepted = await startBeneficiarySearch(lookupHttp, sponsor, {
      formSlug: form.slug,
      providerSlug: provider,
      inputs: searchInputs(values),
    });
    job.start(() => Promise.resolve(accepted));
  };

  const failed = job.status === "failed";
  const searchFailed = failed && job.error instanceof PollFailedError;
  const answer = job.status === "done" ? job.result : undefined;
  const results = answer && Array.isArray(answer.results) ? answer.results : undefined;
  const noAnswer = job.status === "done" && results === undefined;

  const next = () => {
    const chosen = results?.find((b) => b.id === picked);
    if (!chosen) {
      setProblem(t(`${k}.required`));
      return;
    }
    flow.next({ state: chooseBeneficiary(flow.state, NEW_AUTHORIZATION_INITIAL, chosen.id) });
  };

  let body;
  if (forms.isPending || !opened) body = <Loading />;
  else if (forms.isError)
    body = <LoadFailed text={t("newAuthorization.search.loadFailed")} onRetry={() => void forms.refetch()} />;
  else if (!declaration) body = <Alert type="warning" showIcon message={t(`${k}.formMissing`)} />;
  else
    body = (
      <Suspense fallback={<Loading />}>
        <ResourceForm
          key={declaration.name}
          declaration={declaration}
          mode="create"
          onSubmit={search}
          submitLabel={t(`${k}.search`)}
        />
      </Suspense>
    );

  return (
    <>
      {body}
      <div aria-live="polite">
        {job.status === "starting" || job.status === "polling" ? (
          <p role="status">{t(`${k}.searching`)}</p>
        ) : null}
      </div>
      {failed ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 16 }}
          message={searchFailed ? t(`${k}.failed`) : errorText(job.error)}
          onClose={() => {
            job.reset();
            update((state) => searchDropped(state, NEW_AUTHORIZATION_INITIAL));
          }}
          closable
        />
      ) : null}
      {noAnswer ? (
        <Alert type="error" showIcon role="alert" style={{ marginTop: 16 }} message={t(`${k}.notFound`)} />
      ) : null}
      {results && results.length === 0 ? (
        <Alert type="info" showIcon style={{ marginTop: 16 }} message={t(`${k}.noResults`)} />
      ) : null}
      {results && results.length > 0 ? (
        <BeneficiaryResults
          results={results}
          chosen={picked}
          describedBy={problem ? PROBLEM_ID : undefined}
          onChoose={(id) => {
            setPicked(id);
            setProblem(null);
            // The next step reads the chosen member: asked now, it is in when Next is pressed.
            void queryClient.prefetchQuery(beneficiaryQuery(http, id));
          }}
        />
      ) : null}
      <StepProblem id={PROBLEM_ID} text={problem} />
      <NewAuthorizationActions flow={flow} onNext={next} />
    </>
  );
}
