import Button from "antd/es/button";
import { useTranslation } from "react-i18next";
import { V2_LARGE_FILE_POLICY } from "../../../../schemas/upload-policies";
import { PageHeading } from "../../../components/page-heading";
import { FileDropZone } from "../../../components/file-drop-zone";
import { typesText } from "../../../lib/file-check";
import { formatBytes } from "../../../lib/format";
import { useCoverageLabel } from "../v2-cells";
import type {
  RequestAuthorization,
  RequestFile,
} from "../../../components/authorization-request/request-machine";

/** Props of {@link RequestDocuments}. */
export interface RequestDocumentsProps {
  authorization: RequestAuthorization;
  /** True while the request is being completed: files are listed, not changed. */
  locked: boolean;
  /** `{authorizationId}:{documentTypeSlug}` of the upload under way, or null. */
  busyDocument: string | null;
  onUpload(authorization: RequestAuthorization, documentTypeSlug: string, maxBytes: number, file: File): void;
  onRemove(authorization: RequestAuthorization, file: RequestFile): void;
}

/**
 * One authorization the request made (000 §5): its products, and for each document it asks
 * (the prescription, any additional document) the portal's drop zone (`FileDropZone`), the allowed types and size, and the
 * files uploaded, each of which may be deleted.
 */
export function RequestDocuments(props: RequestDocumentsProps) {
  const { authorization, locked, busyDocument } = props;
  const { t, i18n } = useTranslation();
  const coverageLabel = useCoverageLabel();
  const name = t("v2.request.authorization", {
    code: authorization.authorizationCode,
    coverage: coverageLabel(authorization.coverage),
  });
  return (
    <section aria-label={name} style={{ border: "1px solid #d9d9d9", padding: 12, marginBottom: 12 }}>
      <PageHeading level={3}>{name}</PageHeading>
      <ul>
        {authorization.products.map((p, i) => (
          <li key={i}>
            {t("v2.request.productLine", {
              code: p.providerProductCode,
              type: t(`v2.request.productTypes.${p.productTypeSlug}`),
              quantity: p.quantity,
            })}
          </li>
        ))}
      </ul>
      {authorization.requiredDocuments.map((document) => {
        const id = `v2-request-file-${authorization.id}-${document.documentTypeSlug}`;
        const files = authorization.files.filter((f) => f.documentTypeSlug === document.documentTypeSlug);
        const busy = busyDocument === `${authorization.id}:${document.documentTypeSlug}`;
        return (
          <div key={document.documentTypeSlug} style={{ marginBottom: 12 }}>
            <label htmlFor={id}>
              {t(document.required ? "v2.request.files.required" : "v2.request.files.optional", {
                document: t(`v2.request.documents.${document.documentTypeSlug}`),
              })}
            </label>
            {locked ? null : (
              // The portal's one upload control (issue 19 §9): a drop zone that is also a button.
              <FileDropZone
                id={id}
                describedBy={`${id}-hint`}
                disabled={busy || busyDocument !== null}
                // One file at a time (000 §5): the first of a choice goes to the check, as before.
                onFiles={(chosen) => {
                  if (chosen[0])
                    props.onUpload(authorization, document.documentTypeSlug, document.maxBytes, chosen[0]);
                }}
              >
                <p id={`${id}-hint`} style={{ margin: 0, padding: "0 12px" }}>
                  {busy
                    ? t("v2.request.files.uploading")
                    : t("v2.request.files.allowed", {
                        types: typesText(V2_LARGE_FILE_POLICY),
                        size: formatBytes(document.maxBytes, i18n.language),
                      })}
                </p>
              </FileDropZone>
            )}
            {files.length > 0 ? (
              <ul>
                {files.map((file) => (
                  <li key={file.id}>
                    {file.fileName} ({formatBytes(file.sizeBytes, i18n.language)})
                    {file.attached ? ` · ${t("v2.request.files.attached")}` : ""}{" "}
                    {locked ? null : (
                      <Button size="small" danger onClick={() => props.onRemove(authorization, file)}>
                        {t("v2.request.files.delete", { name: file.fileName })}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
