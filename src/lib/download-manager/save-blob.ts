/**
 * Hands a fetched file to the browser as a download: an object URL clicked through a hidden
 * link, revoked once the click is handled.
 * @param blob - the file's bytes.
 * @param fileName - the proposed name (from `Content-Disposition` or the prepare answer).
 */
export function saveBlob(blob: Blob, fileName: string): void {
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
