/**
 * Saves text as a file download in the browser (an object URL clicked through a temporary link,
 * then revoked). A UTF-8 byte-order mark is prepended for CSV so that spreadsheets read accents.
 * @param text the file content.
 * @param fileName the proposed file name.
 * @param type MIME type (default "text/csv;charset=utf-8").
 */
export function saveTextFile(text: string, fileName: string, type = "text/csv;charset=utf-8"): void {
  const blob = new Blob([type.startsWith("text/csv") ? "\uFEFF" : "", text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
