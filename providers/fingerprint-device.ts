/**
 * The fingerprint device client (000 §7 "Fingerprint device (local host): POST /devices/capture,
 * body quality and timeout"; §8 fingerprint texts; §9 "Fingerprint request timeout 15 seconds;
 * capture quality 80; capture timeout 1000 ms"; docs/api-contract.md "Identity verification";
 * issue 20 §4). The browser calls the clinic's local device agent directly (`deviceAgentUrl`,
 * runtime configuration), not through the portal's API client: no session, no retries, no
 * Idempotency-Key (a capture changes nothing on a server). Every way it can fail is one
 * {@link FingerprintFailure}, and each has its text of 000 §8 ({@link FINGERPRINT_FAILURE_KEYS}).
 */

/** 000 §9: the capture request is abandoned after this long, in ms ('Request timed out'). */
export const FINGERPRINT_REQUEST_TIMEOUT_MS = 15_000;
/** 000 §9: the capture quality asked of the reader. */
export const FINGERPRINT_CAPTURE_QUALITY = 80;
/** 000 §9: how long the reader waits for a finger, in ms. */
export const FINGERPRINT_CAPTURE_TIMEOUT_MS = 1000;

/** The device agent's address when the runtime configuration names none (docs/api-contract.md). */
export const DEFAULT_DEVICE_AGENT_URL = "http://127.0.0.1:47100";

/**
 * Why a capture gave no sample (000 §8 "Fingerprint"): `timedOut` no answer in 15 s; `noFinger`
 * the device answered 204; `notInitialized` the reader is not initialized; `agentUnavailable`
 * the agent is not installed or not responding (no connection); `alreadyStarted` a capture is
 * already running; `stopped` the capture was stopped; `unknown` any other answer.
 */
export type FingerprintFailure =
  "timedOut" | "noFinger" | "notInitialized" | "agentUnavailable" | "alreadyStarted" | "stopped" | "unknown";

/** The i18n key of each failure's text (000 §8; the identity step's part, `newAuthorization.identity.device.*`). */
export const FINGERPRINT_FAILURE_KEYS: Readonly<Record<FingerprintFailure, string>> = {
  timedOut: "newAuthorization.identity.device.timedOut",
  noFinger: "newAuthorization.identity.device.noFinger",
  notInitialized: "newAuthorization.identity.device.notInitialized",
  agentUnavailable: "newAuthorization.identity.device.agentUnavailable",
  alreadyStarted: "newAuthorization.identity.device.alreadyStarted",
  stopped: "newAuthorization.identity.device.stopped",
  unknown: "newAuthorization.identity.device.unknown",
};

/** A capture that gave no sample; `key` is its text's i18n key. */
export class FingerprintDeviceError extends Error {
  readonly key: string;
  constructor(readonly reason: FingerprintFailure) {
    super(`Fingerprint capture failed: ${reason}`);
    this.name = "FingerprintDeviceError";
    this.key = FINGERPRINT_FAILURE_KEYS[reason];
  }
}

/** A fingerprint read by the device (its 200 answer, camel-cased). */
export interface FingerprintCapture {
  /** The sample's bytes, base64, as the biometric reading takes them. */
  readonly sample: string;
  readonly quality: number | undefined;
  readonly deviceSerial: string | undefined;
}

/** Options of {@link captureFingerprint}. */
export interface CaptureOptions {
  /** Aborts the capture (the step unmounted): the promise rejects with the abort, not a device text. */
  signal?: AbortSignal;
  /** Injectable for tests (default: the global `fetch`). */
  fetchImpl?: typeof fetch;
}

const ERROR_CODES: Readonly<Record<string, FingerprintFailure>> = {
  DEVICE_NOT_INITIALIZED: "notInitialized",
  CAPTURE_ALREADY_STARTED: "alreadyStarted",
  CAPTURE_STOPPED: "stopped",
};

const STATUSES: Readonly<Record<number, FingerprintFailure>> = {
  204: "noFinger",
  409: "alreadyStarted",
  410: "stopped",
  503: "notInitialized",
};

async function failureOf(response: Response): Promise<FingerprintFailure> {
  let code: unknown;
  try {
    code = ((await response.json()) as { error_code?: unknown } | null)?.error_code;
  } catch {
    code = undefined;
  }
  return (typeof code === "string" ? ERROR_CODES[code] : undefined) ?? STATUSES[response.status] ?? "unknown";
}

/**
 * Reads one fingerprint: `POST {agentUrl}/devices/capture` body `{ quality: 80, timeout: 1000 }`
 * (000 §7, §9), abandoned after 15 s.
 * @param agentUrl the device agent's address (`deviceAgentUrl`), without a trailing path.
 * @returns the sample, on a 200 carrying one.
 * @throws FingerprintDeviceError with its 000 §8 reason: 204 `noFinger`; 503 or
 *   DEVICE_NOT_INITIALIZED `notInitialized`; 409 or CAPTURE_ALREADY_STARTED `alreadyStarted`; 410
 *   or CAPTURE_STOPPED `stopped`; no connection `agentUnavailable`; no answer in 15 s `timedOut`;
 *   anything else `unknown`. The abort of `options.signal` rejects with that abort instead.
 */
export async function captureFingerprint(
  agentUrl: string,
  options: CaptureOptions = {},
): Promise<FingerprintCapture> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, FINGERPRINT_REQUEST_TIMEOUT_MS);
  const stop = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", stop, { once: true });
  try {
    let response: Response;
    try {
      response = await fetchImpl(`${agentUrl.replace(/\/+$/, "")}/devices/capture`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          quality: FINGERPRINT_CAPTURE_QUALITY,
          timeout: FINGERPRINT_CAPTURE_TIMEOUT_MS,
        }),
        signal: controller.signal,
        cache: "no-store",
      });
    } catch (error) {
      if (timedOut) throw new FingerprintDeviceError("timedOut");
      if (options.signal?.aborted) throw error;
      throw new FingerprintDeviceError("agentUnavailable");
    }
    if (response.status !== 200) throw new FingerprintDeviceError(await failureOf(response));
    let body: { sample?: unknown; quality?: unknown; device_serial?: unknown };
    try {
      body = (await response.json()) as typeof body;
    } catch (error) {
      if (timedOut) throw new FingerprintDeviceError("timedOut");
      if (options.signal?.aborted) throw error;
      throw new FingerprintDeviceError("unknown");
    }
    if (typeof body?.sample !== "string" || body.sample === "") throw new FingerprintDeviceError("unknown");
    return {
      sample: body.sample,
      quality: typeof body.quality === "number" ? body.quality : undefined,
      deviceSerial: typeof body.device_serial === "string" ? body.device_serial : undefined,
    };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", stop);
  }
}
