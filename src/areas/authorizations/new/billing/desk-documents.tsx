import { useTranslation } from "react-i18next";
import { V2_LARGE_FILE_POLICY } from "../../../../../schemas/upload-policies";
import { FileDropZone } from "../../../../components/file-drop-zone";
import type { RequestAuthorization } from "../../../../components/authorization-request/request-machine";
import { typesText } from "../../../../lib/file-check";
import { formatBytes } from "../../../../lib/format";
import { valueLabel } from "../../../../lib/value-label";
import type { DeskAuthorization } from "./billing-answer";

/** Props of {@link DeskDocuments}. */
export interface DeskDocumentsProps {
  authorizations: readonly DeskAuthorization[];
  /** `{authorizationId}:{documentTypeSlug}` of the upload under way, or null. */
  busyDocument: string | null;
  onUpload(authorization: RequestAuthorization, documentTypeSlug: string, file: File): void;
}

/**
 * The documents the sponsor's policy asks of each authorization (000 §5 files: the prescription,
 * the invoice where the sponsor requires it, additional documents; 20 MB, additional 10 MB, PNG,
 * JPEG, XML, PDF, one at a time): for each, the portal's drop zone (`FileDropZone`, the one file
 * check before the network) and the files attached so far.
 */
export function DeskDocuments({ authorizations, busyDocument, onUpload }: DeskDocumentsProps) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-label={t("newAuthorization.billing.documents.title")}>
      <h3>{t("newAuthorization.billing.documents.title")}</h3>
      {authorizations.map((a) =>
        a.requiredDocuments.map((document) => {
          const id = `desk-file-${a.id}-${document.documentTypeSlug}`;
          const files = a.files.filter((f) => f.documentTypeSlug === document.documentTypeSlug);
          const busy = busyDocument === `${a.id}:${document.documentTypeSlug}`;
          const name = valueLabel(t, "newAuthorization.billing.documents.types", document.documentTypeSlug);
          return (
            <div key={id} style={{ marginBottom: 12 }}>
              <label htmlFor={id}>
                {t(
                  document.required
                    ? "newAuthorization.billing.documents.required"
                    : "newAuthorization.billing.documents.optional",
                  { document: name, code: a.authorizationCode },
                )}
              </label>
              <FileDropZone
                id={id}
                describedBy={`${id}-hint`}
                disabled={busyDocument !== null}
                testId={id}
                onFiles={(chosen) => {
                  if (chosen[0])
                    onUpload(a as unknown as RequestAuthorization, document.documentTypeSlug, chosen[0]);
                }}
              >
                <p id={`${id}-hint`} style={{ margin: 0, padding: "0 12px" }}>
                  {busy
                    ? t("newAuthorization.billing.documents.uploading")
                    : t("newAuthorization.billing.documents.allowed", {
                        types: typesText(V2_LARGE_FILE_POLICY),
                        size: formatBytes(document.maxBytes, i18n.language),
                      })}
                </p>
              </FileDropZone>
              {files.length > 0 ? (
                <ul>
                  {files.map((file) => (
                    <li key={file.id}>
                      {t("newAuthorization.billing.documents.attached", {
                        name: file.fileName,
                        size: formatBytes(file.sizeBytes, i18n.language),
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          );
        }),
      )}
    </section>
  );
}
