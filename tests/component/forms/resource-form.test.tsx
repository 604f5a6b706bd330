/**
 * The generic form of a declaration (issue 8 §1; DESIGN.md §10 "Forms are declared"), rendered
 * for the audit rule form (schemas/forms/audit-rule.ts, 001 §2): create and edit through the
 * rcm data provider, translated validation before any call, a server 400 shown on the field it
 * names, typed values kept on every failure, and the warning before leaving unsaved changes.
 * The reference API has no audit-rule endpoints yet (issue 8 §2), so msw answers them here.
 */
import { Suspense } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { Link } from "react-router";
import { renderPortal, server, SESSIONS } from "../resource/harness";
import { BASE, PROVIDER, resetData } from "../resource/handlers";
import { RESOURCES } from "../../../resources";
import { defineResource } from "../../../resources/define-resource";
import { auditRuleForm } from "../../../schemas/forms/audit-rule";
// The form module itself: the lazy entry (src/components/resource-form/index.ts, lazyWithTexts)
// loads the `forms` texts the harness already holds, and its weight is checked by the build.
import ResourceForm from "../../../src/components/resource-form/resource-form";

// A declaration of its own (the portal's "audit-rules" is the agreement's, resources/audit-rules.ts),
// so that these tests own their endpoints and texts.
const auditRules = defineResource({
  name: "test-audit-rules",
  service: "rcm",
  endpoint: "rcm/v1/providers/{provider}/audit-rules",
  schema: { type: "object", properties: { id: { type: "string" }, auditType: { type: "string" } } },
  list: { columns: ["auditType"], sorters: [] },
  form: auditRuleForm,
  access: { list: { area: "rcm" } },
  meta: { route: "/rcm/test-audit-rules", parent: "rcm" },
});

const TEXTS = {
  resources: {
    "test-audit-rules": {
      title: "Audit rules",
      fields: {
        serviceType: "Service",
        planCoverage: "Plan coverage",
        minInvoiceAmount: "Minimum invoice amount",
        maxInvoiceAmount: "Maximum invoice amount",
        auditType: "Audit type",
        pmis: "PMIS",
      },
      values: { auditType: { PRE_AUDIT: "Pre-audit", CONCURRENT: "Concurrent" } },
    },
  },
};

const bodies: { method: string; body: unknown }[] = [];
const searches: string[] = [];
let answer: "ok" | "badAmount" | "crash" = "ok";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  resetData();
  bodies.length = 0;
  searches.length = 0;
  answer = "ok";
  server.use(
    http.get(`${BASE}/rcm/v1/service-types/providers/:provider`, ({ request, params }) => {
      expect(params.provider).toBe(PROVIDER);
      const term = new URL(request.url).searchParams.get("search_value") ?? "";
      searches.push(term);
      const all = [
        { slug: "consulta", value: "Consulta externa" },
        { slug: "urgencias", value: "Urgencias" },
      ];
      return HttpResponse.json(all.filter((item) => item.value.toLowerCase().includes(term.toLowerCase())));
    }),
    http.post(`${BASE}/rcm/v1/providers/:provider/audit-rules`, async ({ request }) => {
      const body = await request.json();
      bodies.push({ method: "POST", body });
      if (answer === "badAmount")
        return HttpResponse.json(
          {
            error_code: "VALIDATION_ERROR",
            message: "min_invoice_amount must be lower than the agreement ceiling",
          },
          { status: 400 },
        );
      if (answer === "crash")
        return HttpResponse.json({ error_code: "GENERAL", message: "GENERAL" }, { status: 500 });
      return HttpResponse.json({ id: "rule-9", ...(body as object) }, { status: 201 });
    }),
    http.get(`${BASE}/rcm/v1/providers/:provider/audit-rules/:id`, ({ params }) =>
      HttpResponse.json(
        params.id === "rule-nulls"
          ? // Unset values as a server sends them: null.
            {
              id: params.id,
              service_type: "urgencias",
              plan_coverage: null,
              min_invoice_amount: 100,
              max_invoice_amount: null,
              audit_type: "PRE_AUDIT",
              pmis: null,
            }
          : {
              id: params.id,
              service_type: "urgencias",
              plan_coverage: "PBS",
              min_invoice_amount: 100,
              max_invoice_amount: 2500.5,
              audit_type: "CONCURRENT",
              created_at: "2026-01-02T10:00:00",
            },
      ),
    ),
    http.put(`${BASE}/rcm/v1/providers/:provider/audit-rules/:id`, async ({ request }) => {
      const body = await request.json();
      bodies.push({ method: "PUT", body });
      if (answer === "badAmount")
        return HttpResponse.json(
          { errors: [{ field: "max_invoice_amount", message: "Over the agreement ceiling" }] },
          { status: 400 },
        );
      return HttpResponse.json(body);
    }),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

async function renderForm(props: Partial<Parameters<typeof ResourceForm>[0]> = {}) {
  const onSaved = vi.fn();
  const view = await renderPortal({
    path: "/nowhere",
    session: SESSIONS.rcmEditor,
    declarations: [...RESOURCES, auditRules],
    translations: TEXTS,
    extra: (
      <>
        <Link to="/rcm/home">Accounts</Link>
        <Suspense fallback={<p>loading form</p>}>
          <ResourceForm declaration={auditRules} mode="create" onSaved={onSaved} {...props} />
        </Suspense>
      </>
    ),
  });
  await screen.findByLabelText("Minimum invoice amount");
  return { ...view, onSaved };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function chooseService(name: string) {
  const combo = screen.getByRole("combobox", { name: "Service" });
  fireEvent.mouseDown(combo);
  fireEvent.change(combo, { target: { value: name.slice(0, 4) } });
  const option = await screen.findByText(name, { selector: ".ant-select-item-option-content" });
  fireEvent.click(option);
}

function typeMoney(label: string, text: string) {
  const field = input(label);
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
}

const submit = (name = "Create") => fireEvent.click(screen.getByRole("button", { name }));

// The first test also pays for loading RJSF, ajv and antd under jsdom on a shared machine.
describe("ResourceForm (audit rule form)", { timeout: 60_000 }, () => {
  it("refuses empty and wrong values in the user's words before any call", async () => {
    await renderForm();
    typeMoney("Minimum invoice amount", "12.345");
    typeMoney("Maximum invoice amount", "abc");
    submit();
    expect(await screen.findAllByText("This field is required.")).toHaveLength(2);
    expect(screen.getByText("Use at most 2 decimals.")).toBeInTheDocument();
    expect(screen.getByText("Enter a number.")).toBeInTheDocument();
    expect(bodies).toEqual([]);
    // The minimum may not exceed the maximum (form rule), in the user's words.
    typeMoney("Minimum invoice amount", "500");
    typeMoney("Maximum invoice amount", "100");
    submit();
    expect(
      await screen.findByText("Enter a value no greater than “Maximum invoice amount”."),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
    typeMoney("Minimum invoice amount", "12.345");
    typeMoney("Maximum invoice amount", "abc");
    // What was typed is still there.
    expect(input("Minimum invoice amount").value).toBe("12.345");
    expect(input("Maximum invoice amount").value).toBe("abc");
  });

  it("refuses a minimum above the maximum (form rule), in the user's words", async () => {
    await renderForm();
    typeMoney("Minimum invoice amount", "500");
    typeMoney("Maximum invoice amount", "100");
    submit();
    expect(
      await screen.findByText("Enter a value no greater than “Maximum invoice amount”."),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("creates: a server 400 lands on the field it names, nothing typed is lost, the corrected form is sent", async () => {
    const { onSaved } = await renderForm();
    await chooseService("Consulta externa");
    await waitFor(() => expect(searches).toContain("Cons"));
    typeMoney("Minimum invoice amount", "1,234.5");
    expect(input("Minimum invoice amount").value).toBe("1,234.50");
    fireEvent.click(screen.getByLabelText("Pre-audit"));
    answer = "badAmount";
    submit();
    const fieldError = await screen.findByText("min_invoice_amount must be lower than the agreement ceiling");
    const item = fieldError.closest(".pp-field") as HTMLElement;
    expect(within(item).getByLabelText("Minimum invoice amount")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Nothing was lost");
    expect(bodies[0]).toEqual({
      method: "POST",
      body: { serviceType: "consulta", minInvoiceAmount: 1234.5, auditType: "PRE_AUDIT" },
    });
    expect(input("Minimum invoice amount").value).toBe("1,234.50");
    expect(
      screen.getByText("Consulta externa", { selector: ".ant-select-selection-item" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Pre-audit")).toBeChecked();

    // Correcting the field clears its server message; the next save goes through.
    typeMoney("Minimum invoice amount", "999.99");
    await waitFor(() =>
      expect(screen.queryByText("min_invoice_amount must be lower than the agreement ceiling")).toBeNull(),
    );
    answer = "ok";
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodies[1].body).toEqual({
      serviceType: "consulta",
      minInvoiceAmount: 999.99,
      auditType: "PRE_AUDIT",
    });
    expect(onSaved.mock.calls[0][0]).toMatchObject({ id: "rule-9", minInvoiceAmount: 999.99 });
    expect(await screen.findByText("Created.")).toBeInTheDocument();
  });

  it("a failure naming no field is shown at the top, the values stay", async () => {
    await renderForm();
    await chooseService("Urgencias");
    typeMoney("Minimum invoice amount", "10");
    fireEvent.click(screen.getByLabelText("Concurrent"));
    answer = "crash";
    submit();
    // A 500 on a change is an unknown outcome (issue 17 §3): never the server's text, the values stay.
    expect(
      await screen.findByText("We could not confirm whether the change was saved", { exact: false }),
    ).toBeInTheDocument();
    expect(input("Minimum invoice amount").value).toBe("10.00");
    expect(screen.getByLabelText("Concurrent")).toBeChecked();
  });

  it("edits: loads the record, sends the form's fields only, maps an errors-array 400 onto its field", async () => {
    const { onSaved } = await renderForm({ mode: "edit", id: "rule-1" });
    await waitFor(() => expect(input("Plan coverage").value).toBe("PBS"));
    expect(input("Maximum invoice amount").value).toBe("2,500.50");
    expect(screen.getByLabelText("Concurrent")).toBeChecked();
    fireEvent.change(input("Plan coverage"), { target: { value: "PBS plus" } });
    answer = "badAmount";
    submit("Save");
    expect(await screen.findByText("Over the agreement ceiling")).toBeInTheDocument();
    expect(input("Plan coverage").value).toBe("PBS plus");
    answer = "ok";
    submit("Save");
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodies.map((b) => b.method)).toEqual(["PUT", "PUT"]);
    expect(bodies[1].body).toEqual({
      serviceType: "urgencias",
      planCoverage: "PBS plus",
      minInvoiceAmount: 100,
      maxInvoiceAmount: 2500.5,
      auditType: "CONCURRENT",
    });
    expect(await screen.findByText("Changes saved.")).toBeInTheDocument();
  });

  it("edits a record whose unset values come as null: shown empty, saved without them", async () => {
    const { onSaved } = await renderForm({ mode: "edit", id: "rule-nulls" });
    await waitFor(() => expect(input("Minimum invoice amount").value).toBe("100.00"));
    expect(input("Plan coverage").value).toBe("");
    expect(input("PMIS").value).toBe("");
    fireEvent.click(screen.getByLabelText("Concurrent"));
    submit("Save");
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodies.at(-1)?.body).toEqual({
      serviceType: "urgencias",
      minInvoiceAmount: 100,
      auditType: "CONCURRENT",
    });
  });

  it("asks before leaving with unsaved changes, and stays when told", async () => {
    const view = await renderForm();
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    fireEvent.change(input("Plan coverage"), { target: { value: "PBS" } });
    const again = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
    const link = view.getByRole("link", { name: "Accounts" });
    await act(async () => {
      fireEvent.click(link);
    });
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Leave without saving?");
    expect(screen.getAllByRole("button", { name: "Stay" })).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Stay" }));
    expect(view.getByTestId("location")).toHaveTextContent("/nowhere");
    expect(input("Plan coverage").value).toBe("PBS");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await act(async () => {
      fireEvent.click(link);
    });
    await screen.findByRole("dialog");
    fireEvent.click(screen.getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(view.getByTestId("location")).toHaveTextContent("/rcm/home"));
  });
});
