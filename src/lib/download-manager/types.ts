/**
 * Shapes of the download manager (001 §3 "Download window", 001 §4 "Download manager").
 */

/** The two kinds of download (001 §3, §7 "Download manager calls"). */
export type DownloadType = "account-files-download" | "settlement-download";

/** States of a window (001 §4). */
export type WindowState = "preparing" | "processing" | "completed" | "error" | "cancelled";

/** States of an item (001 §4). */
export type ItemState = "pending" | "preparing" | "completed" | "error";

/**
 * A text to show: an i18n key (with its interpolation values), or text chosen from the server's
 * answer (plain text: render it as a text node, never as HTML). Exactly one of `key`/`text` is set.
 */
export interface ShownText {
  key?: string;
  text?: string;
}

/** One file of a window (001 §3 `downloadItems`). */
export interface DownloadItem {
  /** Unique within its window. */
  id: string;
  status: ItemState;
  /** What is sent to prepare it: the account id or the origin invoice group id (001 §7). */
  sourceId: string;
  /** Name of the fetched file, once known. */
  fileName?: string;
  /** Why it failed (status `error`); `cancelled` when the user cancelled it (001 §8 "Cancelado"). */
  error?: ShownText;
  /** Whether it ended because the window was cancelled. */
  cancelled?: boolean;
  /** Label to show while the file name is unknown (e.g. an invoice number; 001 §3). */
  invoiceNumber?: string;
}

/** A floating download window (001 §3 "Download window"). */
export interface DownloadWindow {
  id: string;
  type: DownloadType;
  state: WindowState;
  isMinimized: boolean;
  /** Set once the user cancelled (001 §3 `isCancelled`). */
  isCancelled: boolean;
  /** When it was created, in ms since the epoch; orders the stack and "oldest expanded". */
  createdAt: number;
  items: DownloadItem[];
}

/**
 * What a screen asks for (issue 7 §4): an account's files (001 §7 `POST v1/s3-explorer/account-files`
 * with `account_id`; several accounts give one item each) or a pre-settlement group's files
 * (`POST v1/s3-explorer/account-settlement-group-files` with `origin_invoice_group_id`).
 */
export type DownloadRequest =
  | {
      type: "account-files-download";
      accountId: string | readonly string[];
      invoiceNumber?: string;
      /** The invoice number of each account, by id: what its item shows until its file is named. */
      invoiceNumbers?: Readonly<Record<string, string>>;
    }
  | { type: "settlement-download"; originInvoiceGroupId: string; invoiceNumber?: string };

/** The manager's whole state: windows in creation order (oldest first). */
export interface DownloadsState {
  windows: DownloadWindow[];
}
