import Button from "antd/es/button";
import Modal from "antd/es/modal";
import { useTranslation } from "react-i18next";
import type { TablePreview } from "./glosa-queries";

/** What the preview window shows: a spreadsheet's first cells, a PDF's text (OCR), or nothing (closed). */
export type GlosaFileShown =
  { kind: "table"; name: string; table: TablePreview } | { kind: "text"; name: string; text: string } | null;

/**
 * The preview window of a glosa file (001 §7 preview and OCR): a spreadsheet's cells as a table
 * (saying so when the server cut it to 50 rows × 20 columns), or a PDF's text. Text as text.
 */
export function GlosaFilePreviewModal({ shown, onClose }: { shown: GlosaFileShown; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={shown !== null}
      title={
        shown
          ? t(shown.kind === "table" ? "glosas.files.previewTitle" : "glosas.files.ocrTitle", {
              name: shown.name,
            })
          : ""
      }
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t("glosas.files.close")}</Button>}
      width={900}
    >
      {shown?.kind === "table" ? (
        <>
          {shown.table.truncated ? (
            <p>
              {t("glosas.files.previewTruncated", {
                rows: shown.table.rows.length,
                totalRows: shown.table.totalRows,
                columns: shown.table.header.length,
                totalColumns: shown.table.totalColumns,
              })}
            </p>
          ) : null}
          <div style={{ overflow: "auto", maxHeight: 480 }}>
            <table className="glosa-preview">
              <thead>
                <tr>
                  {shown.table.header.map((cell, i) => (
                    <th key={i} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.table.rows.map((cells, r) => (
                  <tr key={r}>
                    {cells.map((cell, c) => (
                      <td key={c}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : shown?.kind === "text" ? (
        <pre style={{ whiteSpace: "pre-wrap", maxHeight: 480, overflow: "auto" }}>{shown.text}</pre>
      ) : null}
    </Modal>
  );
}
