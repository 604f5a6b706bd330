/**
 * `glosaUpload` of `npm run bench` (issue 9 §4): the wall time from sending a 10,000-row XLSX of
 * glosas (`POST rcm-denials/v1/storage/upload`, 001 §7) until its rows are listed
 * (`GET rcm-denials/v1/invoice` filtered by the file's invoice prefix answers all 10,000), polling
 * the file (`POST storage/files/polling`) every 250 ms as a denials editor, over HTTP against the
 * reference API. Measures, never asserts; throws when the run cannot be measured honestly (the
 * upload refused, the file declined, or the rows not all listed). Each run adds 10,000 glosas.
 * The figure is the median of {@link GLOSA_BENCH_RUNS} runs, as the other timed figures are medians:
 * the first run after the server starts also measures the JIT compiling the workbook reader (the
 * bench's server reads no workbook before), 2–4 times a warm run (docs/performance.md "Issue 23,
 * round 2"); every run is in `runs`.
 */
import { glosaRows, glosaXlsx } from "../glosa-files";
import { apiToken } from "./api-token";
import { median } from "./bench-helpers";

/** Rows of the measured workbook. */
export const GLOSA_BENCH_ROWS = 10_000;

/** Runs measured; the figure is their median. */
export const GLOSA_BENCH_RUNS = 3;

/** What {@link measureGlosaUpload} answers. */
export interface GlosaUploadResult {
  /** Rows uploaded and listed (10,000). */
  rows: typeof GLOSA_BENCH_ROWS;
  /** From the start of the upload to the list answering every row, in ms: the median of `runs`. */
  msToListed: number;
  /** Each run's time from upload to rows listed, in ms, in the order run (the first one cold). */
  runs: number[];
}

/**
 * Uploads a 10,000-row XLSX of glosas {@link GLOSA_BENCH_RUNS} times and times each until its rows
 * are listed.
 * @param opts.base origin of the reference API serving /api, e.g. `http://127.0.0.1:4320`.
 * @throws Error when an upload is refused, a file is declined or not loaded within 5 minutes, or
 *   the list does not answer every row.
 */
export async function measureGlosaUpload(opts: { base: string }): Promise<GlosaUploadResult> {
  const bearer = await apiToken(opts.base, "denials-editor");
  const runs: number[] = [];
  for (let run = 0; run < GLOSA_BENCH_RUNS; run++) runs.push(await uploadUntilListed(opts.base, bearer));
  return { rows: GLOSA_BENCH_ROWS, msToListed: median(runs), runs };
}

/** One upload of a fresh 10,000-row workbook until its rows are listed; its time in ms. */
async function uploadUntilListed(base: string, bearer: string): Promise<number> {
  const auth = { Authorization: `Bearer ${bearer}` };
  const prefix = `BENCH${Date.now().toString(36).toUpperCase()}`;
  const workbook = await glosaXlsx(glosaRows(GLOSA_BENCH_ROWS, prefix));
  const reference = `bench-${prefix}`;
  const form = new FormData();
  form.append(
    "file",
    new Blob([workbook as Uint8Array<ArrayBuffer>], {
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    }),
    `${prefix}.xlsx`,
  );
  form.append("type", "GLOSS");
  form.append("fileReferenceId", reference);

  const started = performance.now();
  const sent = await fetch(`${base}/api/rcm-denials/v1/storage/upload`, {
    method: "POST",
    headers: auth,
    body: form,
  });
  if (sent.status !== 201) throw new Error(`Upload refused: ${sent.status} ${await sent.text()}`);
  const deadline = started + 5 * 60_000;
  for (;;) {
    const polled = await fetch(`${base}/api/rcm-denials/v1/storage/files/polling`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({ file_reference_id: [reference] }),
    });
    if (!polled.ok) throw new Error(`Polling failed: ${polled.status}`);
    const [file] = (await polled.json()) as { status: string; error_code: string | null }[];
    if (file?.status === "LOADED") break;
    if (file?.status !== "PROCESSING")
      throw new Error(`File ${file?.status ?? "missing"}: ${file?.error_code}`);
    if (performance.now() > deadline) throw new Error("File still processing after 5 minutes");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const listed = await fetch(`${base}/api/rcm-denials/v1/invoice?filter=${prefix}&page=0&size=15`, {
    headers: auth,
  });
  if (!listed.ok) throw new Error(`List failed: ${listed.status}`);
  const page = (await listed.json()) as { total_elements: number };
  const msToListed = Math.round(performance.now() - started);
  if (page.total_elements !== GLOSA_BENCH_ROWS) {
    throw new Error(`Listed ${page.total_elements} of ${GLOSA_BENCH_ROWS} rows`);
  }
  return msToListed;
}
