/**
 * The identity step in jsdom (src/areas/authorizations/new/identity/; 000 §2, §4 "Biometrics", §8
 * fingerprint texts; issue 20 §4), against the reference API (tests/component/sandbox-backend.ts:
 * the sponsors' configuration and the biometric readings) and the simulated device agent of
 * sandbox/device-agent/ called in-process through msw (the browser calls it at `deviceAgentUrl`):
 * not required (no call), fingerprint success, each device failure with its text and "Try again",
 * a mismatched fingerprint, a double click that sends one reading, face by a photo, and the
 * file check refusing what is no photo.
 */
import { describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { http as mswHttp, HttpResponse } from "msw";
import { AuthService } from "../../../providers/auth";
import type { RuntimeConfig } from "../../../providers/config";
import { createHttpClient } from "../../../providers/http";
import { SessionStore } from "../../../providers/session";
import { createDeviceAgent, type DeviceAgentMode } from "../../../sandbox/device-agent/agent";
import { HttpProvider, RuntimeProvider, type Runtime } from "../../../src/base/runtime-context";
import { IdentityStep } from "../../../src/areas/authorizations/new/identity/identity-step";
import {
  NEW_AUTHORIZATION_INITIAL,
  type NewAuthorizationState,
} from "../../../src/areas/authorizations/new/new-authorization-flow";
import type { StepProps } from "../../../src/areas/authorizations/new/step-props";
import { CONFIG, server, testI18n, useSandboxServer } from "../resource/harness";
import { API_BASE } from "../sandbox-backend";
import { ORIGIN } from "../resource/origin";
import { textsOf } from "../../locales";

const backend = useSandboxServer();
const AGENT = "http://agent.test";
const texts = textsOf("en") as unknown as {
  newAuthorization: { next: string; identity: Record<string, Record<string, string> & unknown> };
};
const id = texts.newAuthorization.identity as unknown as {
  notRequired: string;
  verified: string;
  tryAgain: string;
  required: string;
  fingerprint: Record<string, string>;
  face: Record<string, string> & { refused: Record<string, string> };
  device: Record<string, string>;
};

/** The simulated agent behind msw, in a mode. */
function useAgent(mode: DeviceAgentMode) {
  const agent = createDeviceAgent({ origins: [ORIGIN], mode });
  const captures: string[] = [];
  server.use(
    mswHttp.all(`${AGENT}/*`, async ({ request }) => {
      captures.push(await request.clone().text());
      return agent.app.fetch(request);
    }),
  );
  return { agent, captures };
}

async function beneficiaryOf(sponsor: string): Promise<number> {
  const [row] = await backend.handle.query<{ id: number }>(
    "SELECT id FROM beneficiaries WHERE sponsor_slug = $1 ORDER BY id LIMIT 1",
    [sponsor],
  );
  return row.id;
}

function readings(): URL[] {
  return backend.requests.filter((url) => url.pathname.endsWith("/biometric-reading"));
}

/** Renders the identity step alone, over a flow whose state it shows. */
async function renderStep(sponsor: string, options: { setting?: string } = {}) {
  const config: RuntimeConfig = {
    ...CONFIG,
    apiBaseUrl: API_BASE,
    biometricValidation: options.setting ?? "true",
    deviceAgentUrl: AGENT,
  };
  const sessionStore = new SessionStore(null);
  sessionStore.set(await backend.signIn("administrator"));
  const http = createHttpClient({
    baseURL: config.apiBaseUrl,
    retry: config.retry,
    getAccessToken: () => sessionStore.getAccessToken(),
    getLanguage: () => "en",
    refreshSession: async () => undefined,
    onSessionExpired: () => sessionStore.clear(),
  });
  const runtime: Runtime = {
    config,
    sessionStore,
    auth: new AuthService(http, sessionStore, config),
    loadHttp: () => Promise.resolve(http),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = await testI18n();
  const initial: NewAuthorizationState = {
    ...NEW_AUTHORIZATION_INITIAL,
    kind: "outpatient-consultation",
    sponsorSlug: sponsor,
    searchFormSlug: "by-document",
    beneficiaryId: await beneficiaryOf(sponsor),
    beneficiaryReady: true,
  };
  const next = vi.fn(() => true);
  function Harness() {
    const [state, update] = useState(initial);
    const flow = {
      state,
      update,
      counter: 7,
      total: 9,
      step: { id: "identity" },
      isFirst: false,
      isLast: false,
      next,
      back: vi.fn(),
      cancel: vi.fn(),
      finish: vi.fn(),
    } as unknown as StepProps["flow"];
    return (
      <>
        <IdentityStep flow={flow} kind={undefined} />
        <output aria-label="state">{`${state.verificationStatus} ${state.biometricReadingId ?? "-"}`}</output>
      </>
    );
  }
  render(
    <RuntimeProvider runtime={runtime}>
      <HttpProvider http={http}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter>
              <Harness />
            </MemoryRouter>
          </QueryClientProvider>
        </I18nextProvider>
      </HttpProvider>
    </RuntimeProvider>,
  );
  return { next };
}

const stateText = () => screen.getByLabelText("state").textContent ?? "";

describe("not required (000 §4: VERIFICATION_SUCCESS without any call)", () => {
  it("a sponsor that requires nothing (do-senasa): said so, verified, Next goes on, no reading", async () => {
    const { captures } = useAgent("success");
    const { next } = await renderStep("do-senasa");
    expect(await screen.findByText(id.notRequired)).toBeInTheDocument();
    await waitFor(() => expect(stateText()).toBe("VERIFICATION_SUCCESS -"));
    await userEvent.click(screen.getByRole("button", { name: texts.newAuthorization.next }));
    expect(next).toHaveBeenCalledTimes(1);
    expect(captures).toHaveLength(0);
    expect(readings()).toHaveLength(0);
  });

  it("the setting not 'true': verified without asking even the sponsor's configuration", async () => {
    useAgent("success");
    await renderStep("do-universal", { setting: "false" });
    expect(await screen.findByText(id.notRequired)).toBeInTheDocument();
    await waitFor(() => expect(stateText()).toBe("VERIFICATION_SUCCESS -"));
    expect(backend.requests).toHaveLength(0);
  });
});

describe("fingerprint (do-universal)", () => {
  it("captures with quality 80 and 1000 ms, sends the sample to arc v1, stores the reading", async () => {
    const { captures } = useAgent("success");
    const { next } = await renderStep("do-universal");
    await userEvent.click(screen.getByRole("button", { name: texts.newAuthorization.next }));
    expect(next).not.toHaveBeenCalled();
    expect(await screen.findByText(id.required)).toBeInTheDocument();
    const capture = await screen.findByRole("button", { name: id.fingerprint.capture });
    expect(capture).toHaveFocus();
    await userEvent.click(capture);
    expect(await screen.findByText(id.verified)).toBeInTheDocument();
    expect(stateText()).toMatch(/^VERIFICATION_SUCCESS [0-9a-f-]{36}$/);
    expect(JSON.parse(captures[0])).toEqual({ quality: 80, timeout: 1000 });
    expect(readings().map((url) => url.pathname)).toEqual([
      "/api/arc/v1/providers/clinica-central-do/biometric-reading",
    ]);
    const readingId = stateText().split(" ")[1];
    const [row] = await backend.handle.query<{ verification_status: string }>(
      "SELECT verification_status FROM biometric_readings WHERE id = $1",
      [readingId],
    );
    expect(row.verification_status).toBe("VERIFICATION_SUCCESS");
    await userEvent.click(screen.getByRole("button", { name: texts.newAuthorization.next }));
    expect(next).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["no-finger", "noFinger"],
    ["not-initialized", "notInitialized"],
    ["already-started", "alreadyStarted"],
    ["stopped", "stopped"],
    ["error", "unknown"],
  ] as const)(
    "device mode %s: its text, ERROR, no reading; Try again resets and succeeds",
    async (mode, key) => {
      const { agent } = useAgent(mode);
      await renderStep("do-universal");
      await userEvent.click(await screen.findByRole("button", { name: id.fingerprint.capture }));
      expect(await screen.findByRole("alert")).toHaveTextContent(id.device[key]);
      expect(stateText()).toBe("ERROR -");
      expect(readings()).toHaveLength(0);
      const tryAgain = screen.getByRole("button", { name: id.tryAgain });
      expect(tryAgain).toHaveFocus();
      await act(async () => {
        await agent.app.request("/__mode", { method: "PUT", body: JSON.stringify({ mode: "success" }) });
      });
      await userEvent.click(tryAgain);
      expect(stateText()).toBe("UNKNOWN -");
      await userEvent.click(await screen.findByRole("button", { name: id.fingerprint.capture }));
      expect(await screen.findByText(id.verified)).toBeInTheDocument();
      expect(readings()).toHaveLength(1);
    },
  );

  it("no agent answering: 'agent not installed or not responding'", async () => {
    server.use(mswHttp.post(`${AGENT}/devices/capture`, () => HttpResponse.error()));
    await renderStep("do-universal");
    await userEvent.click(await screen.findByRole("button", { name: id.fingerprint.capture }));
    expect(await screen.findByRole("alert")).toHaveTextContent(id.device.agentUnavailable);
    expect(stateText()).toBe("ERROR -");
  });

  it("a fingerprint that is not the beneficiary's: the reading fails, ERROR with its text", async () => {
    useAgent("mismatch");
    await renderStep("do-universal");
    await userEvent.click(await screen.findByRole("button", { name: id.fingerprint.capture }));
    expect(await screen.findByRole("alert")).toHaveTextContent(id.fingerprint.failed);
    expect(stateText()).toBe("ERROR -");
    expect(readings()).toHaveLength(1);
  });

  it("a double click captures once and sends one reading", async () => {
    const { captures } = useAgent("success");
    await renderStep("do-universal");
    const capture = await screen.findByRole("button", { name: id.fingerprint.capture });
    fireEvent.click(capture);
    fireEvent.click(capture);
    expect(await screen.findByText(id.verified)).toBeInTheDocument();
    expect(captures).toHaveLength(1);
    expect(readings()).toHaveLength(1);
  });
});

describe("face (do-humano)", () => {
  const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);

  it("a photo (camera or file) is sent to arc v2 and verifies", async () => {
    await renderStep("do-humano");
    const input = await screen.findByLabelText(id.face.choose);
    expect(input).toHaveAttribute("capture", "user");
    expect(input.getAttribute("accept")).toMatch(/image\/jpeg/);
    await userEvent.upload(input, new File([JPEG], "face.jpg", { type: "image/jpeg" }));
    expect(await screen.findByText(id.verified)).toBeInTheDocument();
    expect(readings().map((url) => url.pathname)).toEqual([
      "/api/arc/v2/providers/clinica-central-do/biometric-reading",
    ]);
    expect(stateText()).toMatch(/^VERIFICATION_SUCCESS [0-9a-f-]{36}$/);
  });

  it("a file that is no photo is refused before anything is sent (the one file check)", async () => {
    await renderStep("do-humano");
    const input = await screen.findByLabelText(id.face.choose);
    await userEvent.upload(input, new File(["%PDF-1.4"], "scan.pdf", { type: "application/pdf" }), {
      applyAccept: false,
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("scan.pdf");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(readings()).toHaveLength(0);
    expect(stateText()).toBe("UNKNOWN -");
  });
});
