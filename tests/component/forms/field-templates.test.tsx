/**
 * The framework's field templates for schema forms (issue 8 §1, issue 10 §5: "RJSF re-renders the
 * whole form on each change unless it is kept in check"): a field shows its label tied to its
 * input, the required mark and its errors with antd's error status; typing into one field of a
 * long form renders that field's widget again and no other; a long form renders its first
 * first screenful of fields ({@link firstPassFields}) at once and the rest right after.
 */
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import Form from "@rjsf/antd";
import validator from "@rjsf/validator-ajv8";
import type { RJSFSchema, WidgetProps } from "@rjsf/utils";
import {
  FIRST_FIELDS_MAX,
  firstPassFields,
  FORM_TEMPLATES,
} from "../../../src/components/resource-form/templates/field-templates";
import { renderToStaticMarkup } from "react-dom/server";

afterEach(cleanup);

function longSchema(count: number): RJSFSchema {
  return {
    type: "object",
    properties: Object.fromEntries(
      Array.from({ length: count }, (_, index) => [
        `field_${index + 1}`,
        { type: "string", title: `Field ${index + 1}` },
      ]),
    ),
  };
}

/** A text widget counting its renders per field id. */
function countingWidget(renders: Map<string, number>) {
  return function CountingText(props: WidgetProps) {
    renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
    return (
      <input
        id={props.id}
        value={(props.value as string | undefined) ?? ""}
        onChange={(event) => props.onChange(event.target.value === "" ? undefined : event.target.value)}
      />
    );
  };
}

describe("field templates", () => {
  it("ties the label to its input, marks required fields and shows errors with antd's error status", async () => {
    const schema: RJSFSchema = {
      type: "object",
      required: ["name"],
      properties: {
        name: { type: "string", title: "Name", minLength: 3 },
        note: { type: "string", title: "Note" },
      },
    };
    render(
      <Form
        schema={schema}
        validator={validator}
        templates={FORM_TEMPLATES}
        noHtml5Validate
        showErrorList={false}
      />,
    );
    const name = screen.getByLabelText("Name");
    expect(name.tagName).toBe("INPUT");
    const label = document.querySelector(`label[for="${name.id}"]`) as HTMLElement;
    // The required mark is drawn by CSS on the label, so the accessible name stays "Name".
    expect(label).toHaveClass("pp-field-required");
    expect(label).toHaveTextContent(/^Name$/);
    expect(document.querySelector(`label[for="${screen.getByLabelText("Note").id}"]`)).not.toHaveClass(
      "pp-field-required",
    );

    fireEvent.change(name, { target: { value: "ab" } });
    fireEvent.submit(name.closest("form") as HTMLFormElement);
    const field = name.closest(".pp-field") as HTMLElement;
    await waitFor(() => expect(field).toHaveClass("pp-field-invalid"));
    expect(field.querySelector(".pp-field-errors")).toHaveTextContent(/3/);
    expect(name).toHaveClass("ant-input-status-error");
    expect(screen.getByLabelText("Note")).not.toHaveClass("ant-input-status-error");
  });

  it("typing into one field of a 60-field form renders that field's widget again, and no other", async () => {
    const renders = new Map<string, number>();
    const widgets = { TextWidget: countingWidget(renders) };
    render(
      <Form
        schema={longSchema(60)}
        validator={validator}
        templates={FORM_TEMPLATES}
        widgets={widgets}
        noHtml5Validate
      />,
    );
    await waitFor(() => expect(screen.getByLabelText("Field 60")).toBeInTheDocument());
    const before = new Map(renders);
    const typed = screen.getByLabelText("Field 7");
    await act(async () => {
      fireEvent.change(typed, { target: { value: "x" } });
    });
    const again = [...renders].filter(([id, count]) => count !== before.get(id)).map(([id]) => id);
    expect(again).toEqual([typed.id]);
  });

  it("renders the fields that fill the window in a first pass, at most 24 and at least 8", () => {
    expect(firstPassFields(720)).toBe(18);
    expect(firstPassFields(1080)).toBe(FIRST_FIELDS_MAX);
    expect(firstPassFields(2160)).toBe(FIRST_FIELDS_MAX);
    expect(firstPassFields(200)).toBe(8);
  });

  it("renders the first screenful of a long form at once and the others right after", async () => {
    const form = (
      <Form schema={longSchema(120)} validator={validator} templates={FORM_TEMPLATES} noHtml5Validate />
    );
    const firstPass = firstPassFields(window.innerHeight);
    expect(firstPass).toBeLessThan(120);
    // The first pass (what is painted before effects run): the first fields, then placeholders.
    const first = document.createElement("div");
    first.innerHTML = renderToStaticMarkup(form);
    expect(first.querySelectorAll(".pp-form-cell .pp-field")).toHaveLength(firstPass);
    expect(first.querySelectorAll(".pp-form-cell-pending")).toHaveLength(120 - firstPass);
    expect(first.querySelector(`label[for="root_field_${firstPass}"]`)).toHaveTextContent(
      `Field ${firstPass}`,
    );

    const { container } = render(form);
    await waitFor(() => expect(screen.getByLabelText("Field 120")).toBeInTheDocument());
    expect(container.querySelectorAll(".pp-form-cell-pending")).toHaveLength(0);
    expect(container.querySelectorAll(".pp-form-cell .pp-field")).toHaveLength(120);
  });
});
