/**
 * Hands a file to the browser as a download: an object URL clicked through a hidden link,
 * revoked once the click is handled.
 * @param blob the file's bytes.
 * @param fileName the proposed name (from `Content-Disposition`, a prepare answer, or an export).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  saveUrl(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Hands an address to the browser as a download: a hidden link to `url` with the proposed name,
 * clicked. The browser fetches it itself and streams it to disk, so the file is never held in the
 * page's memory (001 §4 "Download manager"; docs/performance.md "Issue 23, round 2"). For an
 * address that needs no credential of the page (a pre-signed URL, a download ticket).
 * @param url the absolute address of the file.
 * @param fileName the proposed name (the answer's `Content-Disposition` wins when it has one).
 */
export function saveUrl(url: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Saves text as a file download (`saveBlob`). A UTF-8 byte-order mark is prepended for CSV so
 * that spreadsheets read accents.
 * @param text the file content.
 * @param fileName the proposed file name.
 * @param type MIME type (default "text/csv;charset=utf-8").
 */
export function saveTextFile(text: string, fileName: string, type = "text/csv;charset=utf-8"): void {
  saveBlob(new Blob([type.startsWith("text/csv") ? "\uFEFF" : "", text], { type }), fileName);
}
