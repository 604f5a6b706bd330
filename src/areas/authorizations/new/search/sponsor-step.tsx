import Alert from "antd/es/alert";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHttp } from "../../../../base/runtime-context";
import { Loading } from "../../../../components/loading";
import { useErrorText } from "../../../../components/use-error-text";
import { usePolledJob } from "../../../../lib/use-polled-job";
import { NEW_AUTHORIZATION_INITIAL } from "../new-authorization-flow";
import { NewAuthorizationActions } from "../new-authorization-actions";
import type { StepProps } from "../step-props";
import { searchFormsQuery } from "./beneficiary-queries";
import { useLookupHttp, useProviderSlug } from "./lookup-http";
import { chooseSponsor } from "./search-state";
import { focusChoice, LoadFailed, RadioChoice, StepProblem } from "./search-ui";
import {
  inNetwork,
  providerRecordQuery,
  providerSponsorsQuery,
  sponsorConfigurationQuery,
  startSponsorNetwork,
  transactionCoverageQuery,
  type ProviderSponsor,
  type SponsorNetworkPage,
} from "./sponsor-queries";

const GROUP_ID = "new-authorization-sponsor";
const PROBLEM_ID = "new-authorization-sponsor-problem";

/**
 * The sponsor step (000 §2 step "sponsor"; 000 §7 "Providers", sponsor configuration; issue 20 §2):
 * the provider's sponsors as one radio group (arrows choose, Tab reaches Next). For the sponsor
 * chosen it fetches, at once, its configuration (kept in the query cache for the later steps:
 * `sponsorConfigurationQuery`), the coverage of the kind's transaction type (not enabled: said,
 * and Next stays here), the provider's own record and the sponsor's network (a 202 followed by
 * `usePolledJob`), to say whether the provider is in it.
 */
export function SponsorStep({ flow, kind }: StepProps) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const provider = useProviderSlug();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const calls = { http, provider };
  const [chosen, setChosen] = useState<string | null>(flow.state.sponsorSlug);
  const [problem, setProblem] = useState<string | null>(null);
  const sponsors = useQuery(providerSponsorsQuery(calls));
  const sponsor = chosen ?? "";
  const configuration = useQuery(sponsorConfigurationQuery(http, sponsor));
  const coverage = useQuery(transactionCoverageQuery(calls, sponsor, kind?.transactionType ?? ""));
  const record = useQuery(providerRecordQuery(calls));
  const network = usePolledJob<SponsorNetworkPage>(http);
  // The next step's call (the sponsor's search forms, with the client token) leaves with the checks.
  const lookupHttp = useLookupHttp();
  useEffect(() => {
    if (sponsor !== "") void queryClient.prefetchQuery(searchFormsQuery(lookupHttp, sponsor, i18n.language));
  }, [queryClient, lookupHttp, sponsor, i18n.language]);
  const { start: startNetwork, reset: resetNetwork } = network;
  useEffect(() => {
    resetNetwork();
    if (sponsor !== "") startNetwork((signal) => startSponsorNetwork(http, sponsor, signal));
  }, [http, sponsor, startNetwork, resetNetwork]);

  const named = sponsors.data?.find((s) => s.slug === chosen);
  const kindText = kind ? t(`newAuthorization.kinds.${kind.kind}`) : "";
  // Next pressed while the sponsor is still being checked waits for the checks (the same queries,
  // asked once), then goes on: one press is enough.
  const next = async () => {
    if (!named) {
      setProblem(t("newAuthorization.search.sponsor.required"));
      focusChoice(GROUP_ID);
      return;
    }
    if (coverage.isError || configuration.isError) {
      setProblem(errorText(coverage.error ?? configuration.error));
      return;
    }
    let covered = coverage.data;
    if (!covered || !configuration.data) {
      setProblem(t("newAuthorization.search.sponsor.checking"));
      try {
        [covered] = await Promise.all([
          queryClient.ensureQueryData(
            transactionCoverageQuery(calls, named.slug, kind?.transactionType ?? ""),
          ),
          queryClient.ensureQueryData(sponsorConfigurationQuery(http, named.slug)),
        ]);
      } catch (error) {
        setProblem(errorText(error));
        return;
      }
    }
    if (!covered.enabled) {
      setProblem(
        t("newAuthorization.search.sponsor.coverageDisabled", { sponsor: named.name, kind: kindText }),
      );
      return;
    }
    setProblem(null);
    flow.next({ state: chooseSponsor(flow.state, NEW_AUTHORIZATION_INITIAL, named.slug) });
  };

  if (sponsors.isPending) return <Loading />;
  if (sponsors.isError)
    return (
      <>
        <LoadFailed text={t("newAuthorization.search.loadFailed")} onRetry={() => void sponsors.refetch()} />
        <NewAuthorizationActions flow={flow} onNext={() => undefined} />
      </>
    );

  return (
    <>
      {sponsors.data.length === 0 ? (
        <Alert type="info" showIcon message={t("newAuthorization.search.sponsor.none")} />
      ) : (
        <RadioChoice
          id={GROUP_ID}
          label={t("newAuthorization.search.sponsor.label")}
          value={chosen}
          options={sponsors.data.map((option: ProviderSponsor) => ({
            value: option.slug,
            label: option.name,
          }))}
          invalid={problem !== null && !named}
          describedBy={problem ? PROBLEM_ID : undefined}
          onChange={(value) => {
            setChosen(value);
            setProblem(null);
          }}
        />
      )}
      {named ? (
        <div aria-live="polite" style={{ marginTop: 16, display: "grid", gap: 8 }}>
          {coverage.isPending || configuration.isPending ? (
            <p>{t("newAuthorization.search.sponsor.checking")}</p>
          ) : null}
          {coverage.isError || configuration.isError ? (
            <LoadFailed
              text={errorText(coverage.error ?? configuration.error)}
              onRetry={() => void Promise.all([coverage.refetch(), configuration.refetch()])}
            />
          ) : null}
          {coverage.data ? (
            <Alert
              type={coverage.data.enabled ? "success" : "warning"}
              showIcon
              message={t(
                coverage.data.enabled
                  ? "newAuthorization.search.sponsor.coverageEnabled"
                  : "newAuthorization.search.sponsor.coverageDisabled",
                { sponsor: named.name, kind: kindText },
              )}
            />
          ) : null}
          {configuration.data ? (
            <p>
              {t(
                `newAuthorization.search.sponsor.verification.${
                  configuration.data.biometricVerificationRequired
                    ? (configuration.data.biometricVerificationMethod ?? "NONE")
                    : "NONE"
                }`,
              )}
              {configuration.data.allowBeneficiaryDataUpdate
                ? ` ${t("newAuthorization.search.sponsor.dataUpdate")}`
                : ""}
            </p>
          ) : null}
          <NetworkLine
            page={network.status === "done" ? network.result : undefined}
            provider={provider}
            providerName={record.data?.name}
            sponsorName={named.name}
          />
        </div>
      ) : null}
      <StepProblem id={PROBLEM_ID} text={problem} />
      <NewAuthorizationActions flow={flow} onNext={() => void next()} />
    </>
  );
}

/** Whether the provider is in the sponsor's network, once both are known (nothing otherwise). */
function NetworkLine(props: {
  page: SponsorNetworkPage | undefined;
  provider: string;
  providerName: string | undefined;
  sponsorName: string;
}) {
  const { t } = useTranslation();
  if (!props.page || !props.providerName) return null;
  const member = inNetwork(props.page, props.provider);
  if (member === undefined) return null;
  return (
    <p>
      {t(
        member ? "newAuthorization.search.sponsor.inNetwork" : "newAuthorization.search.sponsor.outOfNetwork",
        {
          provider: props.providerName,
          sponsor: props.sponsorName,
        },
      )}
    </p>
  );
}
