import Alert from "antd/es/alert";
import Descriptions from "antd/es/descriptions";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { beneficiaryContactForm } from "../../../../../schemas/forms/beneficiary-contact";
import { useHttp } from "../../../../base/runtime-context";
import { Loading } from "../../../../components/loading";
import { ResourceForm } from "../../../../components/resource-form";
import { formatDate } from "../../../../lib/format";
import { valueLabel } from "../../../../lib/value-label";
import { NewAuthorizationActions } from "../new-authorization-actions";
import type { StepProps } from "../step-props";
import { beneficiaryQuery, updateBeneficiary, type Beneficiary } from "./beneficiary-queries";
import { documentText } from "./beneficiary-results";
import { markBeneficiaryReady } from "./search-state";
import { LoadFailed, StepProblem, useFormReady } from "./search-ui";
import { sponsorConfigurationQuery } from "./sponsor-queries";

const PROBLEM_ID = "new-authorization-beneficiary-data-problem";
const k = "newAuthorization.search.beneficiaryData";
const b = "newAuthorization.search.beneficiary";

/**
 * The completed search step (000 §2 "completed beneficiary search", "update of email and phone
 * where the sponsor allows"; 000 §5 "Beneficiary update: valid email; phone 6 to 15 digits;
 * required data must be updated to continue"; 000 §7 plans; issue 20 §2): the beneficiary read by
 * id (`beneficiaryQuery`, also read by the later steps for the request's email and phone); where
 * the sponsor's configuration allows it, the declared contact form posts `{ email, phone }` (snake
 * case); while the server says `data_update_required`, Next stays here. A failed update says 'update
 * of data error' (000 §8) and keeps what was typed. Next marks the part complete (`beneficiaryReady`).
 */
export function BeneficiaryDataStep({ flow }: StepProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const id = flow.state.beneficiaryId;
  const beneficiary = useQuery(beneficiaryQuery(http, id));
  const configuration = useQuery(sponsorConfigurationQuery(http, flow.state.sponsorSlug ?? ""));
  const [problem, setProblem] = useState<string | null>(null);
  const [updated, setUpdated] = useState(false);
  const opened = useFormReady();

  if (beneficiary.isPending || configuration.isPending || !opened) return <Loading />;
  if (beneficiary.isError || configuration.isError)
    return (
      <>
        <LoadFailed
          text={t(beneficiary.isError ? `${k}.loadFailed` : "newAuthorization.search.loadFailed")}
          onRetry={() => void Promise.all([beneficiary.refetch(), configuration.refetch()])}
        />
        <NewAuthorizationActions flow={flow} onNext={() => undefined} />
      </>
    );

  const person = beneficiary.data;
  const mayUpdate = configuration.data.allowBeneficiaryDataUpdate;
  const mustUpdate = mayUpdate && person.dataUpdateRequired;
  const save = async (values: Record<string, unknown>) => {
    const answer = await updateBeneficiary(http, person.id, {
      email: String(values.email ?? "").trim(),
      phone: String(values.phone ?? "").trim(),
    });
    queryClient.setQueryData(beneficiaryQuery(http, person.id).queryKey, answer);
    setUpdated(true);
    setProblem(null);
  };
  const next = () => {
    if (mustUpdate) {
      setProblem(t(`${k}.updateRequired`));
      return;
    }
    flow.next({ state: markBeneficiaryReady(flow.state) });
  };

  return (
    <>
      <BeneficiaryDetails person={person} />
      {mayUpdate ? (
        <section aria-labelledby="new-authorization-contact-title" style={{ marginTop: 24, maxWidth: 480 }}>
          <h3 id="new-authorization-contact-title" style={{ fontSize: 16 }}>
            {t(`${k}.updateTitle`)}
          </h3>
          {mustUpdate ? <Alert type="warning" showIcon message={t(`${k}.updateRequired`)} /> : null}
          {updated ? <Alert type="success" showIcon role="status" message={t(`${k}.updated`)} /> : null}
          <Suspense fallback={<Loading />}>
            <ResourceForm
              declaration={beneficiaryContactForm}
              mode="create"
              defaults={{ email: person.email ?? undefined, phone: person.phone ?? undefined }}
              onSubmit={save}
              submitLabel={t(`${k}.save`)}
              saveErrorKey={`${k}.updateError`}
            />
          </Suspense>
        </section>
      ) : null}
      <StepProblem id={PROBLEM_ID} text={problem} />
      <NewAuthorizationActions flow={flow} onNext={next} />
    </>
  );
}

/** The beneficiary's data as read (codes by their labels, dates DD/MM/YYYY, missing contact said). */
function BeneficiaryDetails({ person }: { person: Beneficiary }) {
  const { t } = useTranslation();
  const none = t(`${k}.notGiven`);
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: "name", label: t(`${b}.columns.name`), children: person.name },
        {
          key: "relation",
          label: t(`${b}.columns.relation`),
          children: t(`${b}.relation.${person.owner ? "owner" : "dependent"}`),
        },
        { key: "dob", label: t(`${b}.columns.dateOfBirth`), children: formatDate(person.dateOfBirth) },
        { key: "document", label: t(`${b}.columns.document`), children: documentText(t, person) },
        { key: "sex", label: t(`${b}.columns.sex`), children: valueLabel(t, `${b}.sex`, person.sex) },
        { key: "age", label: t(`${b}.columns.age`), children: person.age },
        {
          key: "status",
          label: t(`${b}.columns.status`),
          children: valueLabel(t, `${b}.status`, person.status),
        },
        { key: "member", label: t(`${b}.columns.memberCode`), children: person.memberCode },
        { key: "plan", label: t(`${k}.plan`), children: person.plan?.name ?? none },
        { key: "email", label: t(`${k}.email`), children: person.email || none },
        { key: "phone", label: t(`${k}.phone`), children: person.phone || none },
      ]}
    />
  );
}
