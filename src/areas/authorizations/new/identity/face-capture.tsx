import { useState, type ChangeEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { FACE_PHOTO_POLICY } from "../../../../../schemas/upload-policies";
import { useHttp } from "../../../../base/runtime-context";
import { acceptOf, checkFiles, typesText } from "../../../../lib/file-check";
import { formatBytes } from "../../../../lib/format";
import { faceSample } from "./face-photo";
import { sendBiometricReading } from "./identity-queries";
import { VerificationRefusal, type Verification } from "./use-verification";

/** Props of {@link FaceCapture}. */
export interface FaceCaptureProps {
  readonly verification: Verification;
  readonly provider: string;
  readonly sponsorSlug: string;
  readonly beneficiaryId: number;
  /** The photo input (the step focuses it after "Try again"). */
  readonly inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * Face verification (000 §1 "Verify identity by … face biometrics", §7 arc/v2 biometric-reading;
 * issue 20 §4): a photo taken with the camera (`capture="user"`: the front camera on a phone) or
 * chosen from a file, checked by the one file check against `FACE_PHOTO_POLICY` (an image, one,
 * 10 MB) before anything is sent, shrunk, then sent to `arc/v2/providers/{provider}/biometric-reading`.
 * A native file input with its label: Tab reaches it, Enter or Space opens the camera or the files.
 */
export function FaceCapture({
  verification,
  provider,
  sponsorSlug,
  beneficiaryId,
  inputRef,
}: FaceCaptureProps) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const [refusal, setRefusal] = useState<string | null>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const check = checkFiles(FACE_PHOTO_POLICY, input.files ?? []);
    if (!check.ok) {
      setRefusal(
        t(check.key, {
          name: check.file?.name ?? "",
          types: typesText(FACE_PHOTO_POLICY),
          max: formatBytes(FACE_PHOTO_POLICY.maxBytes, i18n.language),
        }),
      );
      input.value = "";
      return;
    }
    setRefusal(null);
    const photo = check.file;
    input.value = "";
    verification.run(async (signal, phase) => {
      const sample = await faceSample(photo);
      if (sample === null)
        throw new VerificationRefusal("newAuthorization.identity.face.refused.size", {
          name: photo.name,
          max: formatBytes(FACE_PHOTO_POLICY.maxBytes, i18n.language),
        });
      phase("verifying");
      return sendBiometricReading(
        http,
        provider,
        { beneficiary_id: beneficiaryId, sponsor_slug: sponsorSlug, type: "FACE", sample },
        signal,
      );
    }, "newAuthorization.identity.face.failed");
  };
  return (
    <>
      <p>{t("newAuthorization.identity.face.intro")}</p>
      <label htmlFor="new-authorization-face-photo" style={{ display: "block", marginBottom: 8 }}>
        {t("newAuthorization.identity.face.choose")}
      </label>
      <input
        ref={inputRef}
        id="new-authorization-face-photo"
        type="file"
        accept={acceptOf(FACE_PHOTO_POLICY)}
        capture="user"
        disabled={verification.phase !== null}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? "new-authorization-face-photo-error" : undefined}
        onChange={choose}
      />
      {refusal ? (
        <p id="new-authorization-face-photo-error" role="alert" className="pp-field-error">
          {refusal}
        </p>
      ) : null}
    </>
  );
}
