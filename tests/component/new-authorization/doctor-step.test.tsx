/**
 * The new authorization's doctor step in jsdom (src/areas/authorizations/new/clinical/; issue 20
 * §3; 000 §3, §5, §7), over the contract's wire answered by msw (./doctor-backend.ts), one test per
 * kind: the outpatient consultation shows no product list and goes on with the provider's
 * consultation product; the laboratory needs an exam (a wrong Next keeps what was typed, shows the
 * errors beside their fields and focuses the first; a diagnosis cannot repeat); prescription drugs ask for the treatment's
 * fields; a procedure brings the risk manager. The prescription file is checked before any call.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { currentLocation, renderPortal, server, SESSIONS } from "../resource/harness";
import { textsOf } from "../../locales";
import { draftKey } from "../../../src/lib/flow";
import { RESOURCES } from "../../../resources";
import { clearClinicalMemory } from "../../../src/areas/authorizations/new/clinical/clinical-memory";
import { doctorBackend } from "./doctor-backend";

type Texts = Record<string, string> & {
  diagnoses: Record<string, string>;
  products: Record<string, string>;
  treatments: Record<string, string>;
  prescription: Record<string, string> & { refused: Record<string, string> };
  errors: Record<string, string>;
};
const en = textsOf("en") as unknown as { newAuthorization: { next: string; doctor: Texts } };
const d = en.newAuthorization.doctor;
const KEY = draftKey("new-authorization", "new");
const SCREEN_MS = 45_000;
const SEARCHED = {
  sponsorSlug: "do-universal",
  searchFormSlug: "by-document",
  beneficiaryId: 501,
  beneficiaryReady: true,
};
const SESSION = {
  ...SESSIONS.administrator,
  extensions: { ...SESSIONS.administrator.extensions, providerBranchId: 11 },
};

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  sessionStorage.clear();
  clearClinicalMemory();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

async function open(route: string, kind: string, draft: Record<string, unknown> = {}) {
  const backend = doctorBackend();
  server.use(...backend.handlers);
  sessionStorage.setItem(KEY, JSON.stringify({ kind, ...SEARCHED, ...draft }));
  await renderPortal({
    path: `/authorization/${route}?kind=${kind}&step=doctor`,
    session: SESSION,
    declarations: RESOURCES.filter((r) => r.name !== "settlements"),
  });
  await screen.findByLabelText(d.license, {}, { timeout: SCREEN_MS });
  return backend.seen;
}

const stepOf = () => new URLSearchParams(currentLocation().split("?")[1] ?? "").get("step");
const draft = () => JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Record<string, unknown>;
const next = () => fireEvent.click(screen.getByRole("button", { name: en.newAuthorization.next }));
const DOCTOR = {
  doctorLicense: "EXQ-1234",
  doctorName: "Ana Pérez",
  doctorSpecialty: "cardiologia",
  doctorCountry: "DO",
  illnessOnset: "2026-01-10",
};

/** Types into a catalogue search and picks the option whose text contains `option`. */
async function searchAndPick(label: string, text: string, option: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  const found = await screen.findByText(
    (content) => content.includes(option),
    { selector: ".ant-select-item-option-content" },
    { timeout: 5_000 },
  );
  fireEvent.click(found);
}

function attach(name: string, type: string, bytes = 10) {
  const input = screen.getByTestId("prescription-input");
  const file = new File([new Uint8Array(bytes)], name, { type });
  fireEvent.change(input, { target: { files: [file] } });
}

describe("the doctor step", { timeout: 90_000 }, () => {
  it("outpatient consultation: no product list, no prescription; Next goes on with the consultation product", async () => {
    const seen = await open("outpatient-care", "outpatient-consultation", DOCTOR);
    expect(await screen.findByTestId("outpatient-product")).toHaveTextContent("890202");
    expect(screen.queryByLabelText(d.products.label)).toBeNull();
    expect(screen.queryByLabelText(d.products.examsLabel)).toBeNull();
    expect(screen.queryByText(d.prescription.title)).toBeNull();
    expect(screen.getByText(d.diagnoses.default.replace("{{code}}", "Z00.0"))).toBeInTheDocument();
    next();
    await waitFor(() => expect(stepOf()).toBe("identity"));
    expect(draft()).toMatchObject({
      clinicalComplete: true,
      products: [
        {
          productId: 2,
          productTypeSlug: "outpatient-consultation",
          code: "890202",
          providerProductCode: "CC-890202",
          quantity: 1,
        },
      ],
    });
    expect(seen.some((c) => c.path.includes("/outpatient-care/do-universal"))).toBe(true);
  });

  it("laboratory: a wrong Next keeps what was typed, says each error beside its field, focuses the first; a repeated diagnosis and a wrong file are refused; an exam and the prescription clear their errors", async () => {
    await open("laboratories", "laboratory");
    const license = screen.getByLabelText(d.license);
    fireEvent.change(license, { target: { value: "EXQ-77" } });
    next();
    expect(await screen.findByText(d.errors.noExam)).toBeInTheDocument();
    expect(screen.getByText(d.errors.prescriptionRequired)).toBeInTheDocument();
    expect(stepOf()).toBe("doctor");
    expect(screen.getByLabelText(d.license)).toHaveValue("EXQ-77");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(d.name)));
    expect(screen.getByLabelText(d.name)).toHaveAttribute("aria-invalid", "true");

    await searchAndPick(d.diagnoses.label, "diabetes", "E11.9");
    await searchAndPick(d.diagnoses.label, "diabetes", "E11.9");
    expect(await screen.findByText(d.errors.repeated)).toBeInTheDocument();
    expect(screen.getAllByTestId("chosen-diagnosis")).toHaveLength(1);

    await searchAndPick(d.products.examsLabel, "hemograma", "900001");
    expect(screen.getAllByTestId("chosen-product")).toHaveLength(1);
    expect(screen.queryByText(d.errors.noExam)).toBeNull();

    attach("receta.exe", "application/x-msdownload");
    expect(await screen.findByText(/receta\.exe/)).toBeInTheDocument();
    attach("receta.pdf", "application/pdf");
    expect(await screen.findByTestId("prescription-attached")).toHaveTextContent("receta.pdf");
    expect(screen.queryByText(d.errors.prescriptionRequired)).toBeNull();
    expect(draft()).toMatchObject({
      prescriptionChecked: true,
      products: [{ productId: 101, code: "900001", providerProductCode: "CC-900001" }],
    });
    expect(JSON.stringify(draft())).not.toContain("receta");
  });

  it("prescription drugs: a treatment asks for its form, unit, frequencies, duration and quantity", async () => {
    await open("prescription", "prescription-drugs", { ...DOCTOR, prescriptionDate: "2026-01-10" });
    expect(screen.queryByLabelText(d.products.label)).toBeNull();
    await searchAndPick(d.treatments.label, "acetaminofen", "Acetaminofén MK");
    const treatment = await screen.findByTestId("treatment");
    expect(within(treatment).getByLabelText(d.treatments.brand)).toHaveValue(
      "Acetaminofén MK 500 mg tabletas",
    );
    for (const label of [
      d.treatments.composition,
      d.treatments.drugForm,
      d.treatments.dosageUnit,
      d.treatments.frequencies,
      d.treatments.duration,
      d.treatments.indications,
      d.treatments.notes,
    ])
      expect(within(treatment).getByLabelText(label)).toBeInTheDocument();
    fireEvent.change(within(treatment).getByLabelText(d.treatments.composition), {
      target: { value: "acetaminofén 500 mg" },
    });
    next();
    expect(await screen.findByText(d.errors.incomplete)).toBeInTheDocument();
    expect(JSON.stringify(draft())).not.toContain("acetaminofén 500 mg");
    expect(draft()).toMatchObject({ treatments: [{ key: "t1", productId: 301 }] });
  });

  it("procedure: a medical-procedure product brings the risk manager, required", async () => {
    await open("procedure", "procedure", DOCTOR);
    expect(screen.queryByLabelText(d.riskManager)).toBeNull();
    await searchAndPick(d.products.label, "sutura", "Sutura de herida de cara");
    const riskManager = await screen.findByLabelText(d.riskManager);
    next();
    await waitFor(() => expect(riskManager).toHaveAttribute("aria-invalid", "true"));
    fireEvent.change(riskManager, { target: { value: "Luis Gómez" } });
    expect(draft()).toMatchObject({ riskManager: "Luis Gómez" });
    fireEvent.click(screen.getByRole("button", { name: d.remove.replace("{{item}}", "CC-860002") }));
    expect(screen.queryByLabelText(d.riskManager)).toBeNull();
  });
});
