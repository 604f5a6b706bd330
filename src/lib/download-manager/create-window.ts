import type { DownloadItem, DownloadRequest, DownloadWindow } from "./types";

/**
 * The ids a request prepares, one item each (001 §7): the account id(s) of an account-files
 * download, the origin invoice group id of a settlement download. Duplicates are dropped.
 * @throws Error when the request names no id (an empty string or list): a window with nothing to
 * download is a caller's mistake, not a state.
 */
export function sourceIdsOf(request: DownloadRequest): string[] {
  const raw =
    request.type === "account-files-download"
      ? typeof request.accountId === "string"
        ? [request.accountId]
        : [...request.accountId]
      : [request.originInvoiceGroupId];
  const ids = [...new Set(raw.filter((id) => id !== ""))];
  if (ids.length === 0) throw new Error(`A ${request.type} needs at least one id`);
  return ids;
}

/** The invoice number an item shows until its file is named: its account's, else the request's. */
function invoiceNumberOf(request: DownloadRequest, sourceId: string): string | undefined {
  const own = request.type === "account-files-download" ? request.invoiceNumbers?.[sourceId] : undefined;
  return own || request.invoiceNumber || undefined;
}

/**
 * A new window for a request (001 §4): state `preparing`, every item `pending`, minimized ("a new
 * window starts minimized"); each item named by its invoice number when the request gives it
 * (never by an account's UUID when the screen knows the invoice; issue 18 §10).
 * @param id - the window's id (unique among open windows).
 * @param now - creation time, in ms since the epoch.
 * @throws as {@link sourceIdsOf}.
 */
export function createWindow(request: DownloadRequest, id: string, now: number): DownloadWindow {
  const items: DownloadItem[] = sourceIdsOf(request).map((sourceId, index) => {
    const invoiceNumber = invoiceNumberOf(request, sourceId);
    return {
      id: `${id}-${index}`,
      status: "pending",
      sourceId,
      ...(invoiceNumber !== undefined ? { invoiceNumber } : {}),
    };
  });
  return {
    id,
    type: request.type,
    state: "preparing",
    isMinimized: true,
    isCancelled: false,
    createdAt: now,
    items,
  };
}
