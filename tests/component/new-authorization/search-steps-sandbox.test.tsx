/**
 * The new authorization's sponsor and completed-search steps against the reference API in-process
 * (tests/component/sandbox-backend.ts; issue 20 §2; 000 §2, §5, §7): the sponsors and names the API
 * answers, a coverage the API seeds disabled holding the sponsor step, the provider in the
 * sponsor's network through the polled job, and the demo spouse of do-universal (no email nor
 * phone) updated in the database before Next leads to the doctor step. The lookup steps (client
 * token) are covered over msw (./search-steps.test.tsx) and in Chromium (tests/e2e/
 * new-authorization-search.spec.ts).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { currentLocation, renderPortal, useSandboxServer } from "../resource/harness";
import { textsOf } from "../../locales";
import { draftKey } from "../../../src/lib/flow";
import type { ProviderSponsor } from "../../../src/areas/authorizations/new/search/sponsor-queries";

const backend = useSandboxServer();
const en = textsOf("en") as unknown as {
  newAuthorization: {
    next: string;
    kinds: Record<string, string>;
    search: {
      sponsor: Record<string, string>;
      beneficiaryData: Record<string, string> & { contact: { fields: Record<string, string> } };
    };
  };
};
const s = en.newAuthorization.search;
const KEY = draftKey("new-authorization", "new");
const SCREEN_MS = 45_000;

beforeEach(() => sessionStorage.clear());

const stepOf = () => new URLSearchParams(currentLocation().split("?")[1] ?? "").get("step");
const next = () => fireEvent.click(screen.getByRole("button", { name: en.newAuthorization.next }));
function type(field: HTMLElement, text: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
}

describe("search steps on the reference API", { timeout: 120_000 }, () => {
  it("the sponsor step lists the API's sponsors; a coverage it seeds disabled holds Next; another goes on", async () => {
    const sponsors = await backend.get<ProviderSponsor[]>(
      "providers/v1/providers/clinica-central-do/sponsors",
      "administrator",
    );
    const senasa = sponsors.find((sponsor) => sponsor.slug === "do-senasa");
    const humano = sponsors.find((sponsor) => sponsor.slug === "do-humano");
    if (!senasa || !humano) throw new Error("the seed's provider works with do-senasa and do-humano");
    sessionStorage.setItem(KEY, JSON.stringify({ kind: "procedure" }));
    await renderPortal({
      path: "/authorization/procedure?kind=procedure&step=sponsor",
      session: await backend.signIn("administrator"),
    });
    const group = await screen.findByRole("radiogroup", { name: s.sponsor.label }, { timeout: SCREEN_MS });
    expect(within(group).getAllByRole("radio")).toHaveLength(sponsors.length);
    // do-senasa's MEDICAL_PROCEDURES is seeded disabled (docs/api-contract.md "Providers").
    fireEvent.click(within(group).getByLabelText(senasa.name));
    const refused = s.sponsor.coverageDisabled
      .replace("{{sponsor}}", senasa.name)
      .replace("{{kind}}", en.newAuthorization.kinds.procedure);
    expect(await screen.findByText(refused)).toBeInTheDocument();
    next();
    expect(stepOf()).toBe("sponsor");

    fireEvent.click(within(group).getByLabelText(humano.name));
    const covered = s.sponsor.coverageEnabled
      .replace("{{sponsor}}", humano.name)
      .replace("{{kind}}", en.newAuthorization.kinds.procedure);
    expect(await screen.findByText(covered)).toBeInTheDocument();
    const inNetwork = s.sponsor.inNetwork
      .replace("{{provider}}", "Clínica Central")
      .replace("{{sponsor}}", humano.name);
    expect(await screen.findByText(inNetwork)).toBeInTheDocument();
    next();
    await waitFor(() => expect(stepOf()).toBe("search-method"));
  });

  it("the demo spouse without email and phone must be updated before Next; the update is in the database", async () => {
    const [spouse] = await backend.handle.query<{ id: number }>(
      "SELECT id FROM beneficiaries WHERE identity_document_id = $1",
      ["001-7654321-0"],
    );
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        kind: "outpatient-consultation",
        sponsorSlug: "do-universal",
        searchFormSlug: "identity-document",
        beneficiaryId: spouse.id,
      }),
    );
    await renderPortal({
      path: "/authorization/outpatient-care?kind=outpatient-consultation&step=beneficiary-data",
      session: await backend.signIn("administrator"),
    });
    const d = s.beneficiaryData;
    expect(
      await screen.findByText("María Altagracia Santos de Pérez", undefined, { timeout: SCREEN_MS }),
    ).toBeInTheDocument();
    next();
    expect(await screen.findAllByText(d.updateRequired)).toHaveLength(2);
    expect(stepOf()).toBe("beneficiary-data");
    type(
      await screen.findByLabelText(d.contact.fields.email, { exact: false }),
      "Maria.Santos@correo.example.do",
    );
    type(screen.getByLabelText(d.contact.fields.phone, { exact: false }), "8095550199");
    fireEvent.click(screen.getByRole("button", { name: d.save }));
    expect(await screen.findByText(d.updated)).toBeInTheDocument();
    const [row] = await backend.handle.query<{ email: string; phone: string }>(
      "SELECT email, phone FROM beneficiaries WHERE id = $1",
      [spouse.id],
    );
    expect(row).toEqual({ email: "maria.santos@correo.example.do", phone: "8095550199" });
    next();
    await waitFor(() => expect(stepOf()).toBe("doctor"));
  });
});
