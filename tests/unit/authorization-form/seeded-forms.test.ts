/**
 * Every authorization form definition the reference API seeds (sandbox/seed/authorization-forms.ts)
 * goes through the portal's path: camel-cased as the HTTP layer does (000 §7 "Responses are
 * camel-cased"), checked against the definition schema, built into steps with no error
 * (issue 10 §1, §4; 000 §3, §5; 001 §5).
 */
import { describe, expect, it } from "vitest";
import Ajv from "ajv";
import addFormats from "ajv-formats";

import { toCamelCaseDeep } from "../../../providers/http/case";
import { AUTHORIZATION_FORMS, authorizationFormsOf } from "../../../sandbox/seed/authorization-forms";
import {
  authorizationFormDefinitionSchema,
  buildAuthorizationForm,
  isGuestForm,
  type AuthorizationFormDefinition,
} from "../../../schemas/authorization-form";
import { formProblems } from "../../../schemas/forms/form-declaration";

const ajv = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true });
addFormats(ajv);
const validDefinition = ajv.compile(authorizationFormDefinitionSchema);

/** What the portal receives for `?slug=` (the form and its variants), camel-cased. */
function answer(sponsor: string, slug: string): AuthorizationFormDefinition[] {
  return toCamelCaseDeep<AuthorizationFormDefinition[]>(authorizationFormsOf(sponsor, slug));
}

const cases = Object.entries(AUTHORIZATION_FORMS).flatMap(([sponsor, forms]) =>
  forms.filter((form) => !isGuestForm(form.form_slug)).map((form) => [sponsor, form.form_slug] as const),
);

describe("seeded sponsor forms build (issue 10 §1, §4)", () => {
  it("seeds forms for at least four sponsors", () => {
    expect(Object.keys(AUTHORIZATION_FORMS).length).toBeGreaterThanOrEqual(4);
  });

  it.each(cases)("%s / %s: shape, steps, every field placed once", (sponsor, slug) => {
    const forms = answer(sponsor, slug);
    for (const form of forms)
      expect(validDefinition(form), JSON.stringify(validDefinition.errors)).toBe(true);
    const plan = buildAuthorizationForm(forms);
    const placed = plan.steps.flatMap((step) => step.fields.map((field) => field.slug));
    const kept = forms
      .filter((form) => !isGuestForm(form.formSlug))
      .flatMap((form) => form.fields.map((field) => field.slug))
      .filter((fieldSlug) => !plan.removedFields.some((removed) => removed.slug === fieldSlug));
    expect([...placed].sort()).toEqual([...kept].sort());
    expect(new Set(placed).size).toBe(placed.length);
    for (const step of plan.steps) expect(formProblems(step)).toEqual([]);
  });

  it("covers the rules the seed was written for", () => {
    const universal = buildAuthorizationForm(answer("do-universal", "hospitalization"));
    expect(universal.droppedGuestForms).toEqual(["hospitalization-guest"]);
    expect(universal.steps.map((step) => step.groupName)).toEqual([
      "Datos del paciente",
      "Información médica",
      "Documentos",
    ]);
    expect(universal.invoiceFields.map((field) => field.slug)).toEqual(["pre_invoice", "invoice_file"]);
    expect(universal.uploadFields.map((field) => field.slug)).toEqual([
      "prescription_file",
      "additional_documents",
    ]);

    const primera = buildAuthorizationForm(answer("do-primera", "outpatient-care"));
    expect(primera.layout).toBe("single");

    const humano = buildAuthorizationForm(answer("do-humano", "credit-card-balance"));
    expect(humano.removedFields.map((field) => field.slug)).toEqual(["settlement_files"]);
    expect(humano.droppedGuestForms).toEqual(["credit-card-balance-guest"]);

    const reimbursement = buildAuthorizationForm(answer("do-universal", "reimbursement"));
    expect(reimbursement.uploadFields.map((field) => field.slug)).toEqual(["settlement_files"]);

    const types = new Set(
      Object.values(AUTHORIZATION_FORMS).flatMap((forms) =>
        forms.flatMap((form) => form.fields.map((f) => f.type)),
      ),
    );
    expect([...types].sort()).toEqual([
      "CHECKBOX",
      "DATE",
      "FILE_UPLOAD",
      "NUMBER",
      "SELECT",
      "TEXT",
      "TEXT_AREA",
    ]);
  });

  it("answers a form with its variants only, and nothing for an unknown sponsor", () => {
    expect(authorizationFormsOf("do-universal", "hospitalization").map((form) => form.form_slug)).toEqual([
      "hospitalization",
      "hospitalization-guest",
    ]);
    expect(authorizationFormsOf("nobody", "hospitalization")).toEqual([]);
  });
});
