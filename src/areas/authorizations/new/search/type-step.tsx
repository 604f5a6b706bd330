import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import {
  AUTHORIZATION_KINDS,
  kindOf,
  type AuthorizationKindDefinition,
} from "../../../../../schemas/claims-desk/authorization-kinds";
import { NewAuthorizationActions } from "../new-authorization-actions";
import type { StepProps } from "../step-props";
import { focusChoice, RadioChoice } from "./search-ui";

const GROUP_ID = "new-authorization-kind";
const ERROR_ID = "new-authorization-kind-error";

/** Where a kind's flow continues after the type step: its route, the kind and the sponsor step. */
export function sponsorStepPath(kind: AuthorizationKindDefinition): string {
  return `/authorization/${kind.route}?kind=${encodeURIComponent(kind.kind)}&step=sponsor`;
}

/**
 * The type step (000 §2 "New authorization: choose type"; issue 20 §1): the seven kinds as one
 * radio group (arrow keys move, Tab reaches Next). Next leads to the kind's route at the sponsor
 * step; choosing another kind than the one in progress starts over (000 §2 "cancelling resets
 * everything": what was chosen for one kind does not fit another).
 */
export function TypeStep({ flow, kind }: StepProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(kind?.kind ?? flow.state.kind);
  const [missing, setMissing] = useState(false);
  const navigate = useNavigate();
  const next = () => {
    const picked = kindOf(chosen);
    if (!picked) {
      setMissing(true);
      focusChoice(GROUP_ID);
      return;
    }
    // Another kind than the one in progress forgets the draft; the same kind resumes it.
    if (picked.kind !== flow.state.kind) flow.cancel(sponsorStepPath(picked));
    else navigate(sponsorStepPath(picked));
  };
  return (
    <>
      <RadioChoice
        id={GROUP_ID}
        label={t("newAuthorization.type.label")}
        value={chosen}
        options={AUTHORIZATION_KINDS.map((k) => ({
          value: k.kind,
          label: t(`newAuthorization.kinds.${k.kind}`),
        }))}
        invalid={missing}
        describedBy={missing ? ERROR_ID : undefined}
        onChange={(value) => {
          setChosen(value);
          setMissing(false);
        }}
      />
      {missing ? (
        <p id={ERROR_ID} role="alert" className="pp-field-error">
          {t("newAuthorization.type.required")}
        </p>
      ) : null}
      <NewAuthorizationActions flow={flow} onNext={next} leaveTo="/home" />
    </>
  );
}
