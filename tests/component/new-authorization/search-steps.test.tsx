/**
 * The new authorization's search steps in jsdom (src/areas/authorizations/new/search/; issue 20
 * §1, §2; 000 §2, §4, §5, §7, §8), over the contract's wire answered by msw
 * (./search-backend.ts): the sponsor step (coverage said, a disabled coverage holds Next, the
 * network followed through its 202), the search method through the client token, the search form
 * built from its definition and checked before any call, one POST followed to its results, the
 * ERROR alert, 'Search response was not found', a reload that polls the kept search again without
 * a second POST, and the completed search's contact update (rules, required data, update error
 * keeping what was typed).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { currentLocation, renderPortal, server, SESSIONS } from "../resource/harness";
import { textsOf } from "../../locales";
import { draftKey } from "../../../src/lib/flow";
import { CLIENT_TOKEN, FAMILY, searchBackend, type SearchBackendOptions } from "./search-backend";

const en = textsOf("en") as unknown as {
  newAuthorization: Record<string, unknown> & {
    next: string;
    search: {
      sponsor: Record<string, string>;
      method: Record<string, string>;
      beneficiary: Record<string, string> & { columns: Record<string, string> };
      beneficiaryData: Record<string, string> & {
        contact: { fields: Record<string, string>; phoneRule: string };
      };
    };
  };
  forms: { errors: Record<string, string> };
};
const s = en.newAuthorization.search;
const KEY = draftKey("new-authorization", "new");
const ROUTE = "/authorization/outpatient-care?kind=outpatient-consultation";
const SCREEN_MS = 45_000;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function backend(options: SearchBackendOptions = {}) {
  const made = searchBackend(options);
  server.use(...made.handlers);
  return made.seen;
}

/** Opens a step with a draft laid under it (as a reload of that step does). */
async function open(step: string, draft: Record<string, unknown> = {}) {
  sessionStorage.setItem(KEY, JSON.stringify({ kind: "outpatient-consultation", ...draft }));
  return renderPortal({
    path: `${ROUTE}&step=${step}`,
    session: SESSIONS.administrator,
  });
}

const next = () => fireEvent.click(screen.getByRole("button", { name: en.newAuthorization.next }));
const stepOf = () => new URLSearchParams(currentLocation().split("?")[1] ?? "").get("step");
const draft = () => JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Record<string, unknown>;
/** Types into a text field as a user does: in, the text, out. */
function type(field: HTMLElement, text: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
}

describe("the sponsor step", { timeout: 90_000 }, () => {
  it("lists the provider's sponsors; the chosen one's coverage, verification and network are said; Next goes on", async () => {
    const seen = backend();
    await open("sponsor");
    const group = await screen.findByRole("radiogroup", { name: s.sponsor.label }, { timeout: SCREEN_MS });
    next();
    expect(await screen.findByText(s.sponsor.required)).toBeInTheDocument();
    expect(stepOf()).toBe("sponsor");
    fireEvent.click(within(group).getByLabelText("SENASA"));
    expect(await screen.findByText("Outpatient consultation is covered by SENASA.")).toBeInTheDocument();
    expect(
      screen.getByText(/Identity verification: not required\. The beneficiary's email/),
    ).toBeInTheDocument();
    expect(await screen.findByText("Clínica Central is in the network of SENASA.")).toBeInTheDocument();
    // The network answered 202: its job was polled, not asked twice.
    expect(
      seen.filter((r) => r.path.startsWith("/providers/v1/sponsors/do-senasa/providers")).map((r) => r.path),
    ).toEqual([
      "/providers/v1/sponsors/do-senasa/providers?page=0&size=200",
      "/providers/v1/sponsors/do-senasa/providers/jobs/net-1",
    ]);
    expect(seen.map((r) => r.path)).toContain(
      "/providers/v1/providers/clinica-central-do/sponsor/do-senasa/transaction-coverage-type/OUTPATIENT_CARE",
    );
    next();
    await waitFor(() => expect(stepOf()).toBe("search-method"));
    expect(draft()).toMatchObject({ kind: "outpatient-consultation", sponsorSlug: "do-senasa" });
    expect(draft().searchFormSlug).toBeUndefined();
  });

  it("Next pressed while the sponsor is being checked goes on once the checks answer (one press)", async () => {
    let answer: (value?: unknown) => void = () => undefined;
    backend({ coverageHeld: new Promise((resolve) => (answer = resolve)) });
    await open("sponsor");
    const group = await screen.findByRole("radiogroup", { name: s.sponsor.label }, { timeout: SCREEN_MS });
    fireEvent.click(within(group).getByLabelText("SENASA"));
    next();
    expect(stepOf()).toBe("sponsor");
    answer();
    await waitFor(() => expect(stepOf()).toBe("search-method"));
    expect(draft()).toMatchObject({ sponsorSlug: "do-senasa" });
  });

  it("a sponsor that does not cover the kind is said, and Next stays", async () => {
    backend({ coverageEnabled: false });
    await open("sponsor");
    const group = await screen.findByRole("radiogroup", { name: s.sponsor.label }, { timeout: SCREEN_MS });
    fireEvent.click(within(group).getByLabelText("Humano"));
    const text =
      "Humano does not cover Outpatient consultation for this provider. Choose another sponsor, or cancel and choose another type.";
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(
      screen.getByText("Identity verification: face. The beneficiary's email and phone can be updated."),
    ).toBeInTheDocument();
    next();
    expect(await screen.findAllByText(text)).toHaveLength(2);
    expect(stepOf()).toBe("sponsor");
  });
});

describe("the search method and beneficiary steps", { timeout: 90_000 }, () => {
  it("the sponsor's forms come with the client token; the form chosen is rendered from its definition", async () => {
    const seen = backend();
    await open("search-method", { sponsorSlug: "do-senasa" });
    const group = await screen.findByRole("radiogroup", { name: s.method.label }, { timeout: SCREEN_MS });
    const forms = seen.find((r) => r.path === "/beneficiary-lookup/v1/sponsors/do-senasa/forms");
    expect(forms?.auth).toBe(`Bearer ${CLIENT_TOKEN}`);
    fireEvent.click(within(group).getByLabelText("By identity document"));
    next();
    await waitFor(() => expect(stepOf()).toBe("beneficiary"));
    expect(
      await screen.findByLabelText("Document number", { exact: false }, { timeout: SCREEN_MS }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Passport")).toBeInTheDocument();
  });

  it("checks the inputs before any call, searches once, follows the 202 to the results and keeps only the Location", async () => {
    const seen = backend({ pendingPolls: 2 });
    await open("beneficiary", { sponsorSlug: "do-senasa", searchFormSlug: "by-document" });
    const number = await screen.findByLabelText("Document number", { exact: false }, { timeout: SCREEN_MS });
    fireEvent.click(screen.getByRole("button", { name: s.beneficiary.search }));
    expect((await screen.findAllByText(en.forms.errors.required)).length).toBeGreaterThan(0);
    expect(seen.some((r) => r.method === "POST" && r.path.includes("/search"))).toBe(false);

    fireEvent.click(screen.getByLabelText("National ID"));
    type(number, "40212345678");
    fireEvent.click(screen.getByRole("button", { name: s.beneficiary.search }));
    const table = await screen.findByRole("table", { name: s.beneficiary.results });
    const posts = seen.filter((r) => r.method === "POST" && r.path.endsWith("/search"));
    expect(posts).toHaveLength(1);
    expect(posts[0].auth).toBe(`Bearer ${CLIENT_TOKEN}`);
    expect(posts[0].body).toEqual({
      formSlug: "by-document",
      providerSlug: "clinica-central-do",
      inputs: { document_type: "NATIONAL_ID", document_number: "40212345678" },
    });
    expect(seen.filter((r) => r.path === "/beneficiary-lookup/v1/searches/s-9")).toHaveLength(3);
    // Holder first, values by their labels, the date DD/MM/YYYY.
    const rows = within(table).getAllByRole("row").slice(1);
    expect(within(rows[0]).getByText("Carmen Rosario")).toBeInTheDocument();
    expect(within(rows[0]).getByText("Holder")).toBeInTheDocument();
    expect(within(rows[0]).getByText("07/03/1980")).toBeInTheDocument();
    expect(within(rows[0]).getByText("Female")).toBeInTheDocument();
    expect(within(rows[1]).getByText("Dependent")).toBeInTheDocument();
    expect(within(rows[1]).getByText("Suspended")).toBeInTheDocument();
    expect(within(rows[1]).getByText("SEN-000502")).toBeInTheDocument();
    // The draft holds the search's Location, never what was typed.
    expect(draft().searchLocation).toBe("/api/beneficiary-lookup/v1/searches/s-9");
    expect(sessionStorage.getItem(KEY)).not.toMatch(/40212345678|NATIONAL_ID|Carmen/);
    expect(currentLocation()).not.toMatch(/40212345678/);

    next();
    expect(await screen.findByText(s.beneficiary.required)).toBeInTheDocument();
    fireEvent.click(within(table).getByLabelText("Choose Luis Rosario"));
    next();
    await waitFor(() => expect(stepOf()).toBe("beneficiary-data"));
    expect(draft().beneficiaryId).toBe(FAMILY[1].id);
  });

  it("a reload while the search runs polls its kept Location again and never POSTs a second time", async () => {
    const seen = backend();
    await open("beneficiary", {
      sponsorSlug: "do-senasa",
      searchFormSlug: "by-document",
      searchLocation: "/api/beneficiary-lookup/v1/searches/s-9",
    });
    expect(
      await screen.findByRole("table", { name: s.beneficiary.results }, { timeout: SCREEN_MS }),
    ).toBeInTheDocument();
    expect(seen.filter((r) => r.method === "POST" && r.path.endsWith("/search"))).toHaveLength(0);
    expect(seen.filter((r) => r.path === "/beneficiary-lookup/v1/searches/s-9").length).toBeGreaterThan(0);
  });

  it("a search answered ERROR shows the search-failed alert", async () => {
    backend({ finalAnswer: { id: "s-9", status: "ERROR", message: "Sponsor service failed", results: [] } });
    await open("beneficiary", {
      sponsorSlug: "do-senasa",
      searchFormSlug: "by-document",
      searchLocation: "/api/beneficiary-lookup/v1/searches/s-9",
    });
    const alert = await screen.findByText(s.beneficiary.failed, undefined, { timeout: SCREEN_MS });
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("a search without an answer says 'Search response was not found'", async () => {
    backend({ finalAnswer: null });
    await open("beneficiary", {
      sponsorSlug: "do-senasa",
      searchFormSlug: "by-document",
      searchLocation: "/api/beneficiary-lookup/v1/searches/s-9",
    });
    expect(
      await screen.findByText(s.beneficiary.notFound, undefined, { timeout: SCREEN_MS }),
    ).toBeInTheDocument();
  });
});

describe("cancel (000 §2: cancelling resets everything)", { timeout: 90_000 }, () => {
  it("from the beneficiary step, Cancel goes back to the type step and forgets every choice", async () => {
    backend();
    await open("beneficiary", {
      sponsorSlug: "do-senasa",
      searchFormSlug: "by-document",
      searchLocation: "/api/beneficiary-lookup/v1/searches/s-9",
    });
    await screen.findByRole("table", { name: s.beneficiary.results }, { timeout: SCREEN_MS });
    fireEvent.click(screen.getByRole("button", { name: en.newAuthorization.cancel as string }));
    await waitFor(() => expect(stepOf()).toBeNull());
    expect(await screen.findByRole("radio", { name: "Outpatient consultation" })).toBeInTheDocument();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });
});

describe("the completed search step", { timeout: 90_000 }, () => {
  const chosen = {
    sponsorSlug: "do-senasa",
    searchFormSlug: "by-document",
    searchLocation: "/api/beneficiary-lookup/v1/searches/s-9",
    beneficiaryId: 501,
  };
  const d = s.beneficiaryData;

  it("required data must be updated before Next; the rules are checked before the call; the update is sent snake case", async () => {
    const seen = backend();
    await open("beneficiary-data", chosen);
    expect(await screen.findByText("Carmen Rosario", undefined, { timeout: SCREEN_MS })).toBeInTheDocument();
    expect(screen.getByText("Plan Básico de Salud")).toBeInTheDocument();
    next();
    expect(await screen.findAllByText(d.updateRequired)).toHaveLength(2);
    expect(stepOf()).toBe("beneficiary-data");

    const email = await screen.findByLabelText(
      d.contact.fields.email,
      { exact: false },
      { timeout: SCREEN_MS },
    );
    const phone = screen.getByLabelText(d.contact.fields.phone, { exact: false });
    type(email, "carmen@example");
    type(phone, "80955");
    fireEvent.click(screen.getByRole("button", { name: d.save }));
    expect(await screen.findByText(d.contact.phoneRule)).toBeInTheDocument();
    expect(seen.some((r) => r.method === "POST" && r.path.startsWith("/plans/"))).toBe(false);

    type(email, "carmen@example.test");
    type(phone, "8095551234");
    fireEvent.click(screen.getByRole("button", { name: d.save }));
    expect(await screen.findByText(d.updated)).toBeInTheDocument();
    const update = seen.find((r) => r.method === "POST" && r.path === "/plans/v1/beneficiaries/501");
    expect(update?.body).toEqual({ email: "carmen@example.test", phone: "8095551234" });
    expect(update?.auth).toBe("Bearer token");
    next();
    await waitFor(() => expect(stepOf()).toBe("doctor"));
    expect(draft().beneficiaryReady).toBe(true);
    expect(sessionStorage.getItem(KEY)).not.toMatch(/carmen|8095551234/i);
  });

  it("a failed update says the update-of-data error and keeps what was typed", async () => {
    backend({ updateStatus: 500 });
    await open("beneficiary-data", chosen);
    const email = await screen.findByLabelText(
      d.contact.fields.email,
      { exact: false },
      { timeout: SCREEN_MS },
    );
    type(email, "carmen@example.test");
    type(screen.getByLabelText(d.contact.fields.phone, { exact: false }), "8095551234");
    fireEvent.click(screen.getByRole("button", { name: d.save }));
    expect(await screen.findByText(d.updateError)).toBeInTheDocument();
    expect((screen.getByLabelText(d.contact.fields.email, { exact: false }) as HTMLInputElement).value).toBe(
      "carmen@example.test",
    );
    next();
    expect(stepOf()).toBe("beneficiary-data");
  });

  it("a sponsor that allows no update shows the data only, and Next goes on", async () => {
    backend({ allowUpdate: false });
    await open("beneficiary-data", chosen);
    expect(await screen.findByText("Carmen Rosario", undefined, { timeout: SCREEN_MS })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: d.save })).toBeNull();
    next();
    await waitFor(() => expect(stepOf()).toBe("doctor"));
  });
});
