import Radio from "antd/es/radio";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { FlowActions } from "../../../../components/flow";
import {
  AUTHORIZATION_KINDS,
  kindOf,
  type AuthorizationKindDefinition,
} from "../../../../../schemas/claims-desk/authorization-kinds";
import type { StepProps } from "../step-props";

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
      document.getElementById("new-authorization-kind")?.focus();
      return;
    }
    // Another kind than the one in progress forgets the draft; the same kind resumes it.
    if (picked.kind !== flow.state.kind) flow.cancel(sponsorStepPath(picked));
    else navigate(sponsorStepPath(picked));
  };
  return (
    <>
      <Radio.Group
        id="new-authorization-kind"
        aria-label={t("newAuthorization.type.label")}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? "new-authorization-kind-error" : undefined}
        value={chosen}
        onChange={(e) => {
          setChosen(e.target.value as string);
          setMissing(false);
        }}
        style={{ display: "flex", flexDirection: "column", gap: 8 }}
      >
        {AUTHORIZATION_KINDS.map((k) => (
          <Radio key={k.kind} value={k.kind}>
            {t(`newAuthorization.kinds.${k.kind}`)}
          </Radio>
        ))}
      </Radio.Group>
      {missing ? (
        <p id="new-authorization-kind-error" role="alert" className="pp-field-error">
          {t("newAuthorization.type.required")}
        </p>
      ) : null}
      <FlowActions
        flow={flow}
        labels={{
          back: t("newAuthorization.back"),
          next: t("newAuthorization.next"),
          cancel: t("newAuthorization.cancel"),
        }}
        onNext={next}
        onCancel={() => flow.cancel("/home")}
      />
    </>
  );
}
