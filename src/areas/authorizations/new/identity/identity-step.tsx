import Alert from "antd/es/alert";
import Button from "antd/es/button";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHttp, useRuntimeConfig, useSession } from "../../../../base/runtime-context";
import { sponsorConfigurationQuery } from "../search/sponsor-queries";
import { NewAuthorizationActions } from "../new-authorization-actions";
import type { StepProps } from "../step-props";
import { FaceCapture } from "./face-capture";
import { FingerprintCapture } from "./fingerprint-capture";
import { identityVerified, verificationMethod, VERIFIED_WITHOUT_READING } from "./identity-state";
import { useVerification } from "./use-verification";

/**
 * Identity verification (000 §2 "identity verification (face or fingerprint)", §4 "Biometrics",
 * §8 fingerprint texts, §9; issue 20 §4), by the sponsor's configuration
 * (`arc/v1/sponsors/{sponsor}/configuration`, cached by the sponsor step):
 * - not required (the runtime setting `biometricValidation` is not `"true"`, or the sponsor
 *   requires nothing): VERIFICATION_SUCCESS without any call, said so, Next goes on;
 * - fingerprint: the device agent's capture, then `arc/v1/…/biometric-reading`;
 * - face: a photo from the camera or a file, then `arc/v2/…/biometric-reading`.
 * A reading that verifies stores its id and VERIFICATION_SUCCESS; any failure stores ERROR and
 * shows its text (role=alert) with "Try again", which resets to UNKNOWN (000 §4). The status is
 * announced (role=status). Next goes on only once verified.
 */
export function IdentityStep({ flow }: StepProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const setting = useRuntimeConfig().biometricValidation;
  const provider = useSession()?.extensions?.providerSlug ?? "";
  const { sponsorSlug, beneficiaryId, verificationStatus } = flow.state;
  const settingOn = setting === "true";
  const sponsor = useQuery({
    ...sponsorConfigurationQuery(http, sponsorSlug ?? ""),
    enabled: settingOn && sponsorSlug !== null,
  });
  const method = settingOn ? (sponsor.data ? verificationMethod(setting, sponsor.data) : undefined) : "NONE";
  const verification = useVerification(flow);
  const [missing, setMissing] = useState(false);
  const captureRef = useRef<HTMLButtonElement | null>(null);
  const photoRef = useRef<HTMLInputElement | null>(null);
  const tryAgainRef = useRef<HTMLButtonElement | null>(null);
  const { update } = flow;

  // 000 §4: nothing to verify is VERIFICATION_SUCCESS, without any call.
  useEffect(() => {
    if (method === "NONE" && verificationStatus !== "VERIFICATION_SUCCESS")
      update((s) => ({ ...s, ...VERIFIED_WITHOUT_READING }));
  }, [method, verificationStatus, update]);

  const failed = verificationStatus === "ERROR" && verification.phase === null;
  useEffect(() => {
    if (failed) tryAgainRef.current?.focus();
  }, [failed, verification.problem]);

  const tryAgain = () => {
    verification.reset();
    setTimeout(() => (method === "FACE" ? photoRef.current : captureRef.current)?.focus(), 0);
  };
  const next = () => {
    if (identityVerified(flow.state)) {
      flow.next();
      return;
    }
    setMissing(true);
    (method === "FACE" ? photoRef.current : captureRef.current)?.focus();
  };

  const statusText =
    settingOn && sponsor.isPending
      ? t("newAuthorization.identity.loading")
      : verification.phase === "capturing" && method === "FINGERPRINT"
        ? t("newAuthorization.identity.fingerprint.capturing")
        : verification.phase !== null
          ? t("newAuthorization.identity.verifying")
          : method === "NONE"
            ? t("newAuthorization.identity.notRequired")
            : verificationStatus === "VERIFICATION_SUCCESS"
              ? t("newAuthorization.identity.verified")
              : "";
  const ready = method !== undefined;
  const canCapture = ready && method !== "NONE" && verificationStatus === "UNKNOWN";

  return (
    <>
      {settingOn && sponsor.isError ? (
        <Alert
          type="error"
          showIcon
          message={t("newAuthorization.identity.loadFailed")}
          action={
            <Button onClick={() => void sponsor.refetch()}>{t("newAuthorization.identity.reload")}</Button>
          }
        />
      ) : null}
      <div role="status" aria-label={t("newAuthorization.identity.status")} style={{ margin: "12px 0" }}>
        {statusText ? (
          <Alert
            role="presentation"
            type={verificationStatus === "VERIFICATION_SUCCESS" ? "success" : "info"}
            showIcon
            message={statusText}
          />
        ) : null}
      </div>
      {canCapture && method === "FINGERPRINT" && sponsorSlug !== null && beneficiaryId !== null ? (
        <FingerprintCapture
          verification={verification}
          provider={provider}
          sponsorSlug={sponsorSlug}
          beneficiaryId={beneficiaryId}
          buttonRef={captureRef}
        />
      ) : null}
      {canCapture && method === "FACE" && sponsorSlug !== null && beneficiaryId !== null ? (
        <FaceCapture
          verification={verification}
          provider={provider}
          sponsorSlug={sponsorSlug}
          beneficiaryId={beneficiaryId}
          inputRef={photoRef}
        />
      ) : null}
      {failed ? (
        <Alert
          type="error"
          showIcon
          message={verification.problem ?? t("newAuthorization.identity.failedBefore")}
          action={
            <Button ref={tryAgainRef} onClick={tryAgain}>
              {t("newAuthorization.identity.tryAgain")}
            </Button>
          }
        />
      ) : null}
      {missing && !identityVerified(flow.state) && !failed ? (
        <p role="alert" className="pp-field-error">
          {t("newAuthorization.identity.required")}
        </p>
      ) : null}
      <NewAuthorizationActions flow={flow} onNext={next} leaveTo="/home" />
    </>
  );
}
