/**
 * Every step the builder makes from the reference API's seeded sponsor forms renders in RJSF's antd
 * theme (the renderer of DESIGN.md §10 "Forms are declared") with every field labelled by the
 * sponsor's text, and RJSF's validation on submit names the required fields (issue 10 §1; 000 §3,
 * §5; 001 §5). The `file` widget here is a plain input standing in for the form framework's
 * uploader, which needs the signed-in runtime; its contract is checked by `formProblems` in
 * tests/unit/authorization-form.
 */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import Form from "@rjsf/antd";
import type { WidgetProps } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";

import { toCamelCaseDeep } from "../../../providers/http/case";
import { AUTHORIZATION_FORMS, authorizationFormsOf } from "../../../sandbox/seed/authorization-forms";
import {
  buildAuthorizationForm,
  isGuestForm,
  type AuthorizationFormDefinition,
} from "../../../schemas/authorization-form";

function FileInput({ id, label }: WidgetProps) {
  return <input id={id} type="file" aria-label={label} />;
}

const cases = Object.entries(AUTHORIZATION_FORMS).flatMap(([sponsor, forms]) =>
  forms.filter((form) => !isGuestForm(form.form_slug)).map((form) => [sponsor, form.form_slug] as const),
);

afterEach(cleanup);

describe("seeded sponsor form steps render (issue 10 §1)", () => {
  it.each(cases)("%s / %s", { timeout: 60_000 }, (sponsor, slug) => {
    const plan = buildAuthorizationForm(
      toCamelCaseDeep<AuthorizationFormDefinition[]>(authorizationFormsOf(sponsor, slug)),
    );
    for (const step of plan.steps) {
      const errors: string[] = [];
      const { container, unmount } = render(
        <Form
          schema={step.schema}
          uiSchema={step.uiSchema}
          validator={validator}
          widgets={{ file: FileInput }}
          noHtml5Validate
          showErrorList={false}
          onError={(list) => errors.push(...list.map((error) => error.property ?? ""))}
        />,
      );
      for (const field of step.fields) {
        expect(container.querySelector(`#root_${field.slug}`), field.slug).not.toBeNull();
        expect(screen.getAllByText(field.label).length, field.label).toBeGreaterThan(0);
      }
      fireEvent.submit(container.querySelector("form") as HTMLFormElement);
      const required = step.fields.filter((field) => field.required && field.type !== "CHECKBOX");
      for (const field of required) expect(errors.join(" ")).toContain(field.slug);
      unmount();
    }
  });
});
