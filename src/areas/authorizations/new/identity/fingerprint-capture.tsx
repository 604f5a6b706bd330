import Button from "antd/es/button";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { captureFingerprint, DEFAULT_DEVICE_AGENT_URL } from "../../../../../providers/fingerprint-device";
import { useHttp, useRuntimeConfig } from "../../../../base/runtime-context";
import { sendBiometricReading } from "./identity-queries";
import type { Verification } from "./use-verification";

/** Props of {@link FingerprintCapture}. */
export interface FingerprintCaptureProps {
  readonly verification: Verification;
  readonly provider: string;
  readonly sponsorSlug: string;
  readonly beneficiaryId: number;
  /** The capture button (the step focuses it after "Try again"). */
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Fingerprint verification (000 §2 "identity verification (face or fingerprint)", §7 "Fingerprint
 * device", arc/v1 biometric-reading; issue 20 §4): the capture button asks the clinic's device
 * agent for a fingerprint (quality 80, 1000 ms, abandoned after 15 s), then sends the sample to
 * `arc/v1/providers/{provider}/biometric-reading`. The button is disabled while an attempt runs,
 * so a double click never sends two readings.
 */
export function FingerprintCapture({
  verification,
  provider,
  sponsorSlug,
  beneficiaryId,
  buttonRef,
}: FingerprintCaptureProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const agentUrl = useRuntimeConfig().deviceAgentUrl ?? DEFAULT_DEVICE_AGENT_URL;
  const capture = () =>
    verification.run(async (signal, phase) => {
      const print = await captureFingerprint(agentUrl, { signal });
      phase("verifying");
      return sendBiometricReading(
        http,
        provider,
        {
          beneficiary_id: beneficiaryId,
          sponsor_slug: sponsorSlug,
          type: "FINGERPRINT",
          sample: print.sample,
          ...(print.deviceSerial ? { device_serial: print.deviceSerial } : {}),
        },
        signal,
      );
    }, "newAuthorization.identity.fingerprint.failed");
  return (
    <>
      <p>{t("newAuthorization.identity.fingerprint.intro")}</p>
      <Button
        ref={buttonRef}
        type="primary"
        onClick={capture}
        disabled={verification.phase !== null}
        loading={verification.phase !== null}
      >
        {t("newAuthorization.identity.fingerprint.capture")}
      </Button>
    </>
  );
}
