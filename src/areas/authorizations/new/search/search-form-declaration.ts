import { defineRuntimeForm, type DeclaredForm } from "../../../../../schemas/forms/form-declaration";
import type { SearchForm } from "./beneficiary-queries";

/**
 * A sponsor's search form as a declared form built at run time (issue 20 §2 "rendered from their
 * definitions as declared forms"; docs/api-contract.md "Beneficiary lookup" forms): one string
 * property per field in the sponsor's order, labelled with the sponsor's label (`ui:title`, in the
 * `Accept-Language`); `text` keeps the sponsor's `pattern` and `max_length`; `date` is the form
 * framework's date widget (typed DD/MM/YYYY, sent YYYY-MM-DD); `select` is a radio group of the
 * sponsor's options. Required fields are `required`. Validated by the run-time validator
 * (`defineRuntimeForm`); the server checks the same and answers 400 naming `inputs.<slug>`.
 * @throws Error when the definition makes a form the run-time validator cannot judge.
 */
export function searchFormDeclaration(form: SearchForm): DeclaredForm {
  const properties: Record<string, Record<string, unknown>> = {};
  const uiSchema: Record<string, unknown> = { "ui:order": form.fields.map((field) => field.slug) };
  for (const field of form.fields) {
    const property: Record<string, unknown> = { type: "string" };
    const ui: Record<string, unknown> = { "ui:title": field.label, "ui:autocomplete": "off" };
    if (field.type === "text") {
      if (field.pattern) property.pattern = field.pattern;
      if (typeof field.maxLength === "number") property.maxLength = field.maxLength;
      if (field.required) property.minLength = 1;
    } else if (field.type === "date") {
      property.format = "date";
      ui["ui:widget"] = "date";
      ui["ui:options"] = { disableFuture: true };
    } else {
      const options = field.options ?? [];
      property.enum = options.map((option) => option.value);
      ui["ui:widget"] = "radio";
      ui["ui:enumNames"] = options.map((option) => option.label);
    }
    properties[field.slug] = property;
    uiSchema[field.slug] = ui;
  }
  return defineRuntimeForm({
    name: `beneficiary-search-${form.slug}`,
    form: {
      schema: {
        type: "object",
        required: form.fields.filter((field) => field.required).map((field) => field.slug),
        properties,
      },
      uiSchema,
    },
  });
}

/** The typed inputs as the search sends them: strings by field slug, empty ones left out. */
export function searchInputs(values: Readonly<Record<string, unknown>>): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const [slug, value] of Object.entries(values)) {
    if (typeof value === "string" && value.trim() !== "") inputs[slug] = value.trim();
  }
  return inputs;
}
