/**
 * The fingerprint device client (providers/fingerprint-device.ts; 000 §7 "Fingerprint device",
 * §8 fingerprint texts, §9 "15 seconds; capture quality 80; capture timeout 1000 ms"; issue 20
 * §4): the request it sends, each answer of the device agent mapped to its text of 000 §8 in the
 * four languages, and the 15 s timeout (fake timers).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  captureFingerprint,
  FINGERPRINT_FAILURE_KEYS,
  FINGERPRINT_REQUEST_TIMEOUT_MS,
  FingerprintDeviceError,
  type FingerprintFailure,
} from "../../../providers/fingerprint-device";
import { textsOf } from "../../locales";

const AGENT = "http://127.0.0.1:47100/";

function answering(status: number, body?: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    body === undefined
      ? new Response(null, { status })
      : new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
}

/** A fetch that never answers until its signal aborts (a hung agent). */
function hanging() {
  return vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      }),
  );
}

async function failureOf(promise: Promise<unknown>): Promise<FingerprintFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FingerprintDeviceError);
  return (error as FingerprintDeviceError).reason;
}

describe("captureFingerprint: the request (000 §7, §9)", () => {
  it("POSTs {agent}/devices/capture with quality 80 and timeout 1000, and returns the sample", async () => {
    const fetchImpl = answering(200, { sample: "UFBGUDE6", quality: 80, device_serial: "SIM-FP-0001" });
    await expect(captureFingerprint(AGENT, { fetchImpl })).resolves.toEqual({
      sample: "UFBGUDE6",
      quality: 80,
      deviceSerial: "SIM-FP-0001",
    });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe("http://127.0.0.1:47100/devices/capture");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ quality: 80, timeout: 1000 });
    // The agent is another origin: no session token, no cookies.
    expect(new Headers(init?.headers).get("authorization")).toBeNull();
    expect(init?.credentials).toBeUndefined();
  });
});

describe("captureFingerprint: each device answer → its 000 §8 text", () => {
  it.each([
    ["204 (no usable finger)", answering(204), "noFinger"],
    [
      "503 DEVICE_NOT_INITIALIZED",
      answering(503, { error_code: "DEVICE_NOT_INITIALIZED" }),
      "notInitialized",
    ],
    [
      "409 CAPTURE_ALREADY_STARTED",
      answering(409, { error_code: "CAPTURE_ALREADY_STARTED" }),
      "alreadyStarted",
    ],
    ["410 CAPTURE_STOPPED", answering(410, { error_code: "CAPTURE_STOPPED" }), "stopped"],
    ["an error code on another status", answering(400, { error_code: "CAPTURE_STOPPED" }), "stopped"],
    ["500 DEVICE_ERROR", answering(500, { error_code: "DEVICE_ERROR" }), "unknown"],
    ["a 503 without a body", answering(503), "notInitialized"],
    ["a 200 without a sample", answering(200, { quality: 80 }), "unknown"],
    [
      "no connection (agent not installed)",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
      "agentUnavailable",
    ],
  ] as const)("%s", async (_case, fetchImpl, reason) => {
    expect(
      await failureOf(captureFingerprint(AGENT, { fetchImpl: fetchImpl as unknown as typeof fetch })),
    ).toBe(reason);
  });

  it("every failure has its own text, in the four languages", () => {
    const reasons = Object.keys(FINGERPRINT_FAILURE_KEYS) as FingerprintFailure[];
    expect(reasons).toHaveLength(7);
    for (const language of ["es", "es-DO", "en", "pt"]) {
      const texts = textsOf(language) as unknown as {
        newAuthorization: { identity: { device: Record<string, string> } };
      };
      const shown = reasons.map((reason) => {
        const key = FINGERPRINT_FAILURE_KEYS[reason].split(".").pop() ?? "";
        return texts.newAuthorization.identity.device[key];
      });
      for (const text of shown) expect(text, language).toMatch(/\S/);
      expect(new Set(shown).size, language).toBe(7);
    }
    const en = textsOf("en") as unknown as {
      newAuthorization: { identity: { device: Record<string, string> } };
    };
    expect(en.newAuthorization.identity.device.timedOut).toBe("Request timed out");
    expect(en.newAuthorization.identity.device.noFinger).toBe("Fingerprint validation failed");
  });
});

describe("captureFingerprint: abandoned after 15 s (fake timers)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("no answer in 15 s → 'Request timed out', not a moment before", async () => {
    const fetchImpl = hanging();
    let settled = false;
    const outcome = failureOf(
      captureFingerprint(AGENT, { fetchImpl }).finally(() => {
        settled = true;
      }),
    );
    await vi.advanceTimersByTimeAsync(FINGERPRINT_REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe("timedOut");
    expect(FINGERPRINT_REQUEST_TIMEOUT_MS).toBe(15_000);
  });

  it("an answer in time clears the timer; the caller's abort is an abort, not a device text", async () => {
    const ok = answering(200, { sample: "UFBGUDE6" });
    await captureFingerprint(AGENT, { fetchImpl: ok });
    expect(vi.getTimerCount()).toBe(0);

    const controller = new AbortController();
    const pending = captureFingerprint(AGENT, { fetchImpl: hanging(), signal: controller.signal });
    controller.abort();
    const error = await pending.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(FingerprintDeviceError);
    expect((error as Error).name).toBe("AbortError");
    expect(vi.getTimerCount()).toBe(0);
  });
});
