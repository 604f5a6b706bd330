/**
 * The sponsor form builder, rule by rule (issue 10 §1; 000 §3, §5; 001 §3, §5).
 */
import { describe, expect, it } from "vitest";
import validator from "@rjsf/validator-ajv8";

import {
  AuthorizationFormDefinitionError,
  buildAuthorizationForm,
  DOCUMENT_FILE_BYTES,
  fileRoleOf,
  invoiceKindOf,
  isCreditCardBalanceCoverage,
  isGuestForm,
  LARGE_FILE_BYTES,
  UnknownFieldTypeError,
  type AuthorizationFormDefinition,
  type AuthorizationFormFieldDefinition,
} from "../../../schemas/authorization-form";
import { formProblems } from "../../../schemas/forms/form-declaration";

type Field = AuthorizationFormFieldDefinition;

function form(formSlug: string, fields: Field[], extra: Partial<AuthorizationFormDefinition> = {}) {
  return { formSlug, fallbackName: `Name of ${formSlug}`, authorizationCoverage: null, fields, ...extra };
}

const text = (slug: string, groupName: string | null, showOrder: number | null, extra: Partial<Field> = {}) =>
  ({ slug, type: "TEXT", label: slug.toUpperCase(), groupName, showOrder, ...extra }) as Field;

describe("steps: one per group, in showOrder (000 §3, issue 10 §1)", () => {
  const definition = form("hospitalization", [
    text("c", "Documents", 300),
    text("a2", "Patient", 20),
    text("b", "Medical", 200),
    text("a1", "Patient", 10),
    text("a3", "Patient", 30),
  ]);
  const plan = buildAuthorizationForm(definition);

  it("groups fields by groupName and orders steps by their smallest showOrder", () => {
    expect(plan.steps.map((step) => step.groupName)).toEqual(["Patient", "Medical", "Documents"]);
    expect(plan.steps.map((step) => step.number)).toEqual([1, 2, 3]);
    expect(plan.layout).toBe("steps");
  });
  it("orders fields within a step by showOrder, in ui:order and in the properties", () => {
    const first = plan.steps[0];
    expect(first.fields.map((field) => field.slug)).toEqual(["a1", "a2", "a3"]);
    expect(first.uiSchema["ui:order"]).toEqual(["a1", "a2", "a3"]);
    expect(Object.keys(first.schema.properties ?? {})).toEqual(["a1", "a2", "a3"]);
  });
  it("titles a step with its group name, the sponsor's label as the field title and ui:title", () => {
    expect(plan.steps[1].title).toBe("Medical");
    expect(plan.steps[1].schema.properties?.b).toMatchObject({ type: "string", title: "B" });
    expect(plan.steps[1].uiSchema.b["ui:title"]).toBe("B");
  });
  it("puts fields without showOrder after the ordered ones, keeping the sponsor's order on ties", () => {
    const tied = buildAuthorizationForm(
      form("f", [text("z", null, null), text("y", null, 5), text("x", null, 5), text("w", null, null)]),
    );
    expect(tied.steps[0].fields.map((field) => field.slug)).toEqual(["y", "x", "z", "w"]);
  });
  it("uses the label else the slug, the fallbackName else the slug", () => {
    const plan = buildAuthorizationForm({
      formSlug: "plain",
      fallbackName: null,
      authorizationCoverage: null,
      fields: [{ slug: "note", type: "TEXT", label: "  ", groupName: null, showOrder: 1 }],
    });
    expect(plan.steps[0].title).toBe("plain");
    expect(plan.fallbackName).toBe("plain");
    expect(plan.steps[0].fields[0].label).toBe("note");
  });
});

describe("guest forms and the single group (000 §5, 001 §5)", () => {
  it("drops forms whose slug contains guest, in any case", () => {
    expect(isGuestForm("hospitalization-guest")).toBe(true);
    expect(isGuestForm("GuestForm")).toBe(true);
    expect(isGuestForm("hospitalization")).toBe(false);
    const plan = buildAuthorizationForm([
      form("hospitalization", [text("a", "Patient", 1), text("b", "Medical", 2)]),
      form("hospitalization-guest", [text("guest_name", "Guest", 0)]),
    ]);
    expect(plan.droppedGuestForms).toEqual(["hospitalization-guest"]);
    expect(plan.steps.flatMap((step) => step.fields.map((field) => field.slug))).toEqual(["a", "b"]);
    expect(plan.formSlug).toBe("hospitalization");
  });
  it("makes the one remaining group the current form (layout single)", () => {
    const plan = buildAuthorizationForm([
      form("outpatient", [text("a", "Visit", 2), text("b", "Visit", 1)]),
      form("outpatient-guest", [text("g", "Guest", 1)]),
    ]);
    expect(plan.layout).toBe("single");
    expect(plan.steps).toHaveLength(1);
    expect(plan.steps[0].fields.map((field) => field.slug)).toEqual(["b", "a"]);
  });
  it("titles an ungrouped single form with the form's fallbackName", () => {
    const plan = buildAuthorizationForm(form("outpatient", [text("a", null, 1)]));
    expect(plan.steps[0].title).toBe("Name of outpatient");
  });
  it("refuses when every form is a guest form, or none is given (NO_FORM)", () => {
    expect(() => buildAuthorizationForm([form("x-guest", [text("a", null, 1)])])).toThrow(
      expect.objectContaining({ code: "NO_FORM" }),
    );
    expect(() => buildAuthorizationForm([])).toThrow(AuthorizationFormDefinitionError);
  });
  it("gives a form without fields one empty step, so it can still be submitted", () => {
    const plan = buildAuthorizationForm(form("empty", []));
    expect(plan.layout).toBe("single");
    expect(plan.steps[0].schema).toEqual({ type: "object", properties: {} });
  });
});

describe("credit-card-balance coverage removes settlement_files (000 §5, 001 §5)", () => {
  const fields = [
    text("card", "Card", 1),
    { slug: "settlement_files", type: "FILE_UPLOAD", label: "Settlement", groupName: "Files", showOrder: 2 },
    { slug: "statement", type: "FILE_UPLOAD", label: "Statement", groupName: "Files", showOrder: 3 },
  ] as Field[];

  it.each(["CREDIT_CARD_BALANCE", "credit-card-balance", " Credit card balance "])(
    "recognises %j",
    (value) => {
      expect(isCreditCardBalanceCoverage(value)).toBe(true);
    },
  );
  it.each(["HOSPITALIZATION", "CREDIT_CARD", null, undefined])("does not take %j for it", (value) => {
    expect(isCreditCardBalanceCoverage(value)).toBe(false);
  });
  it("removes the field when the form's coverage is credit-card-balance, and says so", () => {
    const plan = buildAuthorizationForm(
      form("ccb", fields, { authorizationCoverage: "CREDIT_CARD_BALANCE" }),
    );
    const slugs = plan.steps.flatMap((step) => step.fields.map((field) => field.slug));
    expect(slugs).toEqual(["card", "statement"]);
    expect(plan.removedFields).toEqual([
      { formSlug: "ccb", slug: "settlement_files", reason: "credit-card-balance" },
    ]);
    expect(plan.uploadFields.map((field) => field.slug)).toEqual(["statement"]);
  });
  it("removes it when the authorization's coverage is credit-card-balance", () => {
    const plan = buildAuthorizationForm(form("ccb", fields), { coverage: "CREDIT_CARD_BALANCE" });
    expect(plan.removedFields.map((field) => field.slug)).toEqual(["settlement_files"]);
  });
  it("keeps it under any other coverage", () => {
    const plan = buildAuthorizationForm(form("ccb", fields, { authorizationCoverage: "REIMBURSEMENT" }));
    expect(plan.uploadFields.map((field) => field.slug)).toEqual(["settlement_files", "statement"]);
  });
});

describe("file fields (000 §3 FILE_UPLOAD, 000 §5 limits, issue 10 §1)", () => {
  const plan = buildAuthorizationForm(
    form("docs", [
      {
        slug: "prescription_file",
        type: "FILE_UPLOAD",
        label: "Rx",
        groupName: "D",
        showOrder: 1,
        required: true,
      },
      { slug: "pre_invoice", type: "FILE_UPLOAD", label: "Pre", groupName: "D", showOrder: 2, id: 71 },
      {
        slug: "invoice_file",
        type: "FILE_UPLOAD",
        label: "Inv",
        groupName: "D",
        showOrder: 3,
        documentTypeSlug: "INVOICE",
      },
      { slug: "others", type: "FILE_UPLOAD", label: "Others", groupName: "D", showOrder: 4 },
      text("invoice_number", "D", 5),
    ]),
  );
  const step = plan.steps[0];

  it("become the framework's file widgets, holding the uploaded file's id", () => {
    expect(step.uiSchema.others["ui:widget"]).toBe("file");
    expect(step.schema.properties?.others).toEqual({ type: "string", title: "Others" });
  });
  it("require a file when required (validated by RJSF's validator)", () => {
    expect(step.schema.required).toEqual(["prescription_file"]);
    const names = validator.validateFormData({}, step.schema).errors.map((error) => error.property);
    expect(names).toEqual(["prescription_file"]);
    expect(validator.validateFormData({ prescription_file: "551" }, step.schema).errors).toEqual([]);
  });
  it("meet the form framework's declaration check (formProblems: extensions, maxBytes, upload)", () => {
    expect(formProblems(step)).toEqual([]);
  });
  it("keep pre-invoice and invoice out of the generic upload-file list", () => {
    expect(plan.uploadFields.map((field) => field.slug)).toEqual(["prescription_file", "others"]);
    expect(plan.invoiceFields.map((field) => field.slug)).toEqual(["pre_invoice", "invoice_file"]);
  });
  it("carry their size limit, accepted types and upload with its request_data (000 §5, §7)", () => {
    expect(step.uiSchema.prescription_file["ui:options"]).toMatchObject({
      role: "prescription",
      maxBytes: LARGE_FILE_BYTES,
    });
    expect(step.uiSchema.others["ui:options"]).toEqual({
      role: "document",
      extensions: ["png", "jpg", "jpeg", "xml", "pdf"],
      maxBytes: DOCUMENT_FILE_BYTES,
      upload: {
        endpoint: "arc/v2/authorizations/{authorizationId}/without-claims/files",
        valueField: "id",
        requestData: { field_slug: "others" },
      },
    });
    expect(step.uiSchema.pre_invoice["ui:options"]).toMatchObject({
      role: "pre-invoice",
      maxBytes: 20_971_520,
      upload: { requestData: { field_slug: "pre_invoice", authorization_form_field_id: 71 } },
    });
    expect(step.uiSchema.invoice_file["ui:options"].upload.requestData).toEqual({
      field_slug: "invoice_file",
      document_type_slug: "INVOICE",
    });
  });
  it("upload where the caller says", () => {
    const other = buildAuthorizationForm(
      form("docs", [{ slug: "f", type: "FILE_UPLOAD", label: "F", groupName: null, showOrder: 1 }]),
      { fileUploadEndpoint: "arc/v1/authorization-requests/{requestId}/files", fileValueField: "fileId" },
    );
    expect(other.steps[0].uiSchema.f["ui:options"].upload).toMatchObject({
      endpoint: "arc/v1/authorization-requests/{requestId}/files",
      valueField: "fileId",
    });
  });
  it.each([
    ["pre_invoice", "pre-invoice"],
    ["preinvoice_file", "pre-invoice"],
    ["pre-invoice", "pre-invoice"],
    ["invoice", "invoice"],
    ["sponsor_invoice_xml", "invoice"],
    ["invoices", undefined],
    ["prescription", undefined],
  ])("reads %s as %s", (slug, kind) => {
    expect(invoiceKindOf(slug)).toBe(kind);
  });
  it("tells prescriptions from other documents", () => {
    expect(fileRoleOf("medical_prescription")).toBe("prescription");
    expect(fileRoleOf("lab_results")).toBe("document");
  });
});

describe("every field type (definition.ts table)", () => {
  const plan = buildAuthorizationForm(
    form("all", [
      text("name", "G", 1, { pattern: "^[A-Z]+$", minLength: 2, maxLength: 5, required: true }),
      { slug: "notes", type: "TEXT_AREA", label: "Notes", groupName: "G", showOrder: 2, maxLength: 50 },
      { slug: "amount", type: "NUMBER", label: "Amount", groupName: "G", showOrder: 3, maxLength: 8 },
      { slug: "day", type: "DATE", label: "Day", groupName: "G", showOrder: 4 },
      {
        slug: "room",
        type: "SELECT",
        label: "Room",
        groupName: "G",
        showOrder: 5,
        options: [{ value: "S", label: "Shared" }, { value: "P" }],
      },
      { slug: "consent", type: "CHECKBOX", label: "Consent", groupName: "G", showOrder: 6, required: true },
      { slug: "extra", type: "CHECKBOX", label: "Extra", groupName: "G", showOrder: 7 },
    ]),
  );
  const { schema, uiSchema } = plan.steps[0];

  it("TEXT carries pattern and lengths as standard keywords, and the text rules for the widget", () => {
    expect(schema.properties?.name).toEqual({
      type: "string",
      title: "NAME",
      pattern: "^[A-Z]+$",
      minLength: 2,
      maxLength: 5,
    });
    expect(uiSchema.name).toEqual({
      "ui:title": "NAME",
      "ui:widget": "text",
      "ui:options": { textRules: { pattern: "^[A-Z]+$", minLength: 2, maxLength: 5 } },
    });
  });
  it("TEXT_AREA is multi-line", () => {
    expect(uiSchema.notes["ui:widget"]).toBe("textarea");
    expect(uiSchema.notes["ui:options"].textRules).toEqual({ maxLength: 50, multiline: true });
  });
  it("NUMBER is a number, its length acting on what is typed", () => {
    expect(schema.properties?.amount).toEqual({ type: "number", title: "Amount" });
    expect(uiSchema.amount["ui:options"]).toMatchObject({
      numeric: true,
      inputType: "text",
      textRules: { maxLength: 8 },
    });
  });
  it("DATE is a string of format date", () => {
    expect(schema.properties?.day).toEqual({ type: "string", format: "date", title: "Day" });
  });
  it("SELECT lists the option values, labels in ui:enumNames (the value when no label)", () => {
    expect(schema.properties?.room).toEqual({ type: "string", title: "Room", enum: ["S", "P"] });
    expect(uiSchema.room["ui:enumNames"]).toEqual(["Shared", "P"]);
  });
  it("a required CHECKBOX must be ticked; an optional one need not", () => {
    expect(schema.properties?.consent).toEqual({ type: "boolean", title: "Consent", const: true });
    expect(schema.properties?.extra).toEqual({ type: "boolean", title: "Extra" });
    expect(schema.required).toEqual(["name", "consent"]);
  });
  it("validates with RJSF's ajv validator: good data passes, each broken rule fails on its keyword", () => {
    const good = { name: "ANA", amount: 12.5, day: "2026-11-01", room: "S", consent: true };
    expect(validator.validateFormData(good, schema).errors).toEqual([]);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, name: "ana" }, "pattern"],
      [{ ...good, name: "A" }, "minLength"],
      [{ ...good, name: "ABCDEF" }, "maxLength"],
      [{ ...good, name: undefined }, "required"],
      [{ ...good, day: "01/11/2026" }, "format"],
      [{ ...good, room: "X" }, "enum"],
      [{ ...good, consent: false }, "const"],
    ];
    for (const [data, keyword] of cases) {
      expect(validator.validateFormData(data, schema).errors.map((error) => error.name)).toEqual([keyword]);
    }
  });
});

describe("definitions the portal refuses, naming the field (issue 10 §1)", () => {
  it("refuses an unknown type with UnknownFieldTypeError naming form, field and type", () => {
    const attempt = () =>
      buildAuthorizationForm(
        form("odd", [text("a", null, 1), { ...text("sig", null, 2), type: "SIGNATURE" }]),
      );
    expect(attempt).toThrow(UnknownFieldTypeError);
    expect(attempt).toThrow(/Form "odd", field "sig": unknown field type "SIGNATURE"/);
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({
        code: "UNKNOWN_FIELD_TYPE",
        formSlug: "odd",
        fieldSlug: "sig",
        fieldType: "SIGNATURE",
      });
      expect(error).toBeInstanceOf(AuthorizationFormDefinitionError);
    }
  });
  it("refuses an unknown type even in a step that is otherwise fine, never dropping it", () => {
    expect(() => buildAuthorizationForm(form("odd", [{ ...text("x", "G", 1), type: "text" }]))).toThrow(
      UnknownFieldTypeError,
    );
  });
  it("does not look into guest forms (they are dropped whole)", () => {
    const plan = buildAuthorizationForm([
      form("main", [text("a", null, 1)]),
      form("main-guest", [{ ...text("g", null, 1), type: "SIGNATURE" }]),
    ]);
    expect(plan.steps[0].fields).toHaveLength(1);
  });
  it.each([
    ["a duplicate slug", [text("a", null, 1), text("a", "G", 2)], "DUPLICATE_FIELD", /slug is already used/],
    ["a broken pattern", [text("a", null, 1, { pattern: "([0-9" })], "INVALID_FIELD", /not a valid regular/],
    [
      "minLength above maxLength",
      [text("a", null, 1, { minLength: 5, maxLength: 2 })],
      "INVALID_FIELD",
      /above/,
    ],
    ["a negative length", [text("a", null, 1, { maxLength: -1 })], "INVALID_FIELD", /whole number/],
    [
      "a SELECT without options",
      [{ slug: "s", type: "SELECT", label: "S", groupName: null, showOrder: 1 }],
      "INVALID_FIELD",
      /needs options/,
    ],
    [
      "a SELECT repeating a value",
      [
        {
          slug: "s",
          type: "SELECT",
          groupName: null,
          showOrder: 1,
          options: [{ value: "A" }, { value: "A" }],
        },
      ],
      "INVALID_FIELD",
      /repeats/,
    ],
    ["an empty slug", [text("", null, 1)], "INVALID_FIELD", /has no slug/],
    ["the slug __proto__", [text("__proto__", null, 1)], "INVALID_FIELD", /__proto__/],
  ] as [string, Field[], string, RegExp][])("refuses %s", (_name, fields, code, message) => {
    expect(() => buildAuthorizationForm(form("bad", fields))).toThrow(expect.objectContaining({ code }));
    expect(() => buildAuthorizationForm(form("bad", fields))).toThrow(message);
  });
  it("refuses the same slug in two non-guest forms", () => {
    expect(() =>
      buildAuthorizationForm([form("a", [text("x", null, 1)]), form("b", [text("x", null, 1)])]),
    ).toThrow(/field "x": the slug is already used in form "a"/);
  });
});
