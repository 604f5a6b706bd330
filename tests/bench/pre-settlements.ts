/**
 * `preSettlementsList` of `npm run bench` (issue 9 §4 "preSettlementsList.p95Ms at 10,000
 * pre-settlements"): the latency of `GET /api/rcm/v1/pre-settlements` (001 §7; page size 15, 001 §9)
 * against the reference API over HTTP, as rcm-editor, on a database seeded with at least 10,000
 * pre-settlements of clinica-andina-co (the seed makes one per 10 accounts: the bench's 100,000
 * accounts give 10,000; or `--pre-settlements N`). Each request is one of the list's real shapes:
 * no filter, a status filter (comma-joined), a search, an agreement, a send date range, on pages
 * 0–19. Measures, never asserts; throws when the run cannot be measured honestly (fewer rows
 * than asked, or any request failed).
 */
import { apiToken } from "./api-token";

/** Options of {@link measurePreSettlementsList}. */
export interface PreSettlementsListOptions {
  /** Origin of the reference API serving /api, e.g. `http://127.0.0.1:4320`. */
  base: string;
  /** Requests timed (default 200, after 10 warm-up requests). */
  requests?: number;
  /** Fewest pre-settlements the database must hold (default 10,000). */
  minRows?: number;
}

/** What {@link measurePreSettlementsList} answers. */
export interface PreSettlementsListResult {
  /** Pre-settlements of the provider listed (the unfiltered total). */
  rows: number;
  /** 95th percentile of the request latency, in ms (nearest rank). */
  p95Ms: number;
}

/** The 95th percentile (nearest rank) of `values`. */
export function p95(values: readonly number[]): number {
  if (values.length === 0) throw new Error("no values");
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
}

/**
 * Times `requests` list requests (after 10 untimed warm-ups) and answers the row count and p95.
 * @throws Error when the provider has fewer than `minRows` pre-settlements or a request fails.
 */
export async function measurePreSettlementsList(
  opts: PreSettlementsListOptions,
): Promise<PreSettlementsListResult> {
  const wanted = opts.requests ?? 200;
  const minRows = opts.minRows ?? 10_000;
  const headers = { Authorization: `Bearer ${await apiToken(opts.base)}` };
  const get = async (query: string) => {
    const response = await fetch(`${opts.base}/api/rcm/v1/pre-settlements?${query}`, { headers });
    if (!response.ok)
      throw new Error(`GET pre-settlements?${query}: ${response.status} ${await response.text()}`);
    return (await response.json()) as {
      total_elements: number;
      content: { settlement_number: string; agreement_codes: string[]; sent_date: string | null }[];
    };
  };
  const all = await get("page=0&size=15");
  if (all.total_elements < minRows) {
    throw new Error(
      `Only ${all.total_elements} pre-settlements (at least ${minRows} needed): seed with --accounts 100000 or --pre-settlements ${minRows}`,
    );
  }
  const sent = await get("statuses=SENT&page=0&size=15");
  const sample = sent.content[0];
  const day = sample?.sent_date?.slice(0, 10);
  const shapes = [
    "",
    "statuses=SENT,SETTLED",
    "statuses=PENDING,READY_TO_GENERATE,GENERATED",
    `search_value=${encodeURIComponent((sample?.settlement_number ?? "RAD").slice(0, 10).toLowerCase())}`,
    `provider_payer_configuration_ids=${encodeURIComponent(sample?.agreement_codes[0] ?? "")}`,
    day ? `from_send_date=${day.slice(0, 8)}01&to_send_date=${day}` : "statuses=SENT",
  ];
  const query = (i: number) => {
    const shape = shapes[i % shapes.length];
    return `${shape ? `${shape}&` : ""}page=${i % 20}&size=15`;
  };
  for (let i = 0; i < 10; i++) await get(query(i));
  const times: number[] = [];
  for (let i = 0; i < wanted; i++) {
    const started = performance.now();
    await get(query(i));
    times.push(performance.now() - started);
  }
  return { rows: all.total_elements, p95Ms: Math.round(p95(times) * 10) / 10 };
}
