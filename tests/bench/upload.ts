/**
 * `upload20MB` of `npm run bench` (issue 7 §6): the time to upload a 20 MB PDF support document
 * (001 §5, §9: the largest accepted, 20 MiB exactly) through the portal's own upload code
 * (src/areas/rcm/account/document-queries.ts `uploadSupportFile`: multipart with `file` and a
 * `request_data` JSON part, over providers/http) to the reference API over HTTP, as rcm-editor,
 * until the API has stored it and answered. Measures, never asserts; throws when the run cannot be
 * measured honestly (sign-in or upload refused). Each upload is deleted afterwards, so the bench
 * database keeps no trace (identical bytes are stored once anyway).
 */
import { createHttpClient } from "../../providers/http";
import {
  deleteSupportFile,
  uploadSupportFile,
  type SpringPage,
} from "../../src/areas/rcm/account/document-queries";
import { SUPPORT_DOCUMENT_POLICY } from "../../schemas/upload-policies";
import { apiToken } from "./api-token";

/** Options of {@link measureUpload20MB}. */
export interface UploadOptions {
  /** Origin of the reference API serving /api, e.g. `http://127.0.0.1:4320`. */
  base: string;
  /** Uploads timed (default 3); the median is answered. */
  runs?: number;
}

/** What {@link measureUpload20MB} answers: the median run. */
export interface UploadResult {
  /** From sending the request to the API's answer, in ms (median of the runs). */
  ms: number;
  /** Throughput of that run in MB/s (MB = 2^20 bytes, as the 20 MB limit is). */
  mbPerS: number;
  /** Every run's time, in ms. */
  runsMs: number[];
}

/** A valid PDF of exactly `size` bytes: a header, a comment padding and the end-of-file marker. */
export function pdfOfSize(size: number): Uint8Array<ArrayBuffer> {
  const head = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%");
  const tail = new TextEncoder().encode("\n%%EOF\n");
  const bytes = new Uint8Array(size);
  bytes.set(head, 0);
  bytes.fill(0x41, head.length, size - tail.length);
  bytes.set(tail, size - tail.length);
  return bytes;
}

/**
 * Uploads a 20 MiB PDF `runs` times (default 3) as a general account-level document of one of the
 * editor's accounts (not FE-0012345, whose restrictions would refuse it) and times each upload.
 * @throws Error when the sign-in, the account list or an upload fails (with the server's answer).
 */
export async function measureUpload20MB(opts: UploadOptions): Promise<UploadResult> {
  const token = await apiToken(opts.base);
  const http = createHttpClient({
    baseURL: `${opts.base}/api`,
    retry: { maxAttempts: 0, delayMs: 0 },
    getAccessToken: () => token,
    getLanguage: () => "en",
    refreshSession: async () => undefined,
    onSessionExpired: () => undefined,
  });
  const list = await http.get<SpringPage<{ id: string; invoiceNumber: string }>>("/rcm/v1/accounts", {
    params: { page: 0, size: 5 },
  });
  const account = list.data.content.find((row) => row.invoiceNumber !== "FE-0012345");
  if (!account) throw new Error("No account of rcm-editor to upload to");
  const file = new File([pdfOfSize(SUPPORT_DOCUMENT_POLICY.maxBytes)], "bench-20MB.pdf", {
    type: "application/pdf",
  });

  const runsMs: number[] = [];
  for (let run = 0; run < (opts.runs ?? 3); run++) {
    const started = performance.now();
    let stored;
    try {
      stored = await uploadSupportFile(http, account.id, file, {
        supportLevel: "ACCOUNT",
        documentTypeSlug: "EPI",
      });
    } catch (error) {
      const body = (error as { response?: { status?: number; data?: unknown } }).response;
      throw new Error(`Upload failed: ${body?.status ?? ""} ${JSON.stringify(body?.data ?? String(error))}`);
    }
    runsMs.push(Math.round(performance.now() - started));
    await deleteSupportFile(http, account.id, stored.id);
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  const ms = sorted[Math.floor(sorted.length / 2)];
  const mb = SUPPORT_DOCUMENT_POLICY.maxBytes / (1024 * 1024);
  return { ms, mbPerS: Math.round((mb / (ms / 1000)) * 10) / 10, runsMs };
}
