/**
 * A declared form embedded in a larger screen whose own buttons act (issue 18 §5 "forms one way";
 * issue 20 §3: the new authorization's doctor step, docs/architecture.md "Forms"): no buttons of
 * its own, each change told to the screen, Enter in a field submits nothing, no unsaved-changes
 * warning, and every message shown (with `aria-invalid` on the control) once the screen asks.
 */
import { Suspense, useState } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderPortal, server, SESSIONS } from "../resource/harness";
import { RESOURCES } from "../../../resources";
import { defineForm } from "../../../schemas/forms/form-declaration";
import ResourceForm from "../../../src/components/resource-form/resource-form";

const embeddedForm = defineForm({
  name: "test-embedded",
  form: {
    schema: {
      type: "object",
      required: ["license", "name"],
      properties: {
        license: { type: "string", pattern: "^[A-Z0-9-]{3,20}$" },
        name: { type: "string", maxLength: 40 },
      },
    },
    uiSchema: { license: { "ui:messages": { pattern: "test.embedded.licenseRule" } } },
    texts: "test.embedded",
  },
});

const TEXTS = {
  test: {
    embedded: {
      fields: { license: "Licence", name: "Name" },
      licenseRule: "3 to 20 capitals, digits or hyphens.",
    },
  },
};

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => cleanup());
afterAll(() => server.close());

/** A screen holding the form, with its own "Go on" that asks the form to show its messages. */
function Screen({ onChange }: { onChange: (values: Record<string, unknown>) => void }) {
  const [tried, setTried] = useState(false);
  return (
    <>
      <Suspense fallback={<p>loading form</p>}>
        <ResourceForm
          declaration={embeddedForm}
          mode="create"
          embedded
          defaults={{ name: "Ana" }}
          showErrors={tried}
          onChange={onChange}
        />
      </Suspense>
      <button type="button" onClick={() => setTried(true)}>
        Go on
      </button>
    </>
  );
}

describe("ResourceForm embedded in a screen", { timeout: 60_000 }, () => {
  it("has no buttons, tells each change, submits nothing on Enter, and shows every message when asked", async () => {
    const onChange = vi.fn();
    await renderPortal({
      path: "/nowhere",
      session: SESSIONS.rcmEditor,
      declarations: RESOURCES,
      translations: TEXTS,
      extra: <Screen onChange={onChange} />,
    });
    const license = (await screen.findByLabelText(/Licence/)) as HTMLInputElement;
    // The screen's button only: the form has none of its own.
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Go on"]);
    expect(screen.getByLabelText(/Name/)).toHaveValue("Ana");

    fireEvent.change(license, { target: { value: "ab" } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ license: "ab", name: "Ana" }));
    // Not visited, not tried: no message yet; Enter submits nothing (no message either).
    const submitted = new Event("submit", { bubbles: true, cancelable: true });
    license.closest("form")?.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(screen.queryByText("3 to 20 capitals, digits or hyphens.")).toBeNull();
    // No unsaved-changes warning: the screen keeps the values.
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Go on" }));
    });
    expect(await screen.findByText("3 to 20 capitals, digits or hyphens.")).toBeInTheDocument();
    await waitFor(() => expect(license).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByLabelText(/Name/)).not.toHaveAttribute("aria-invalid");

    // Corrected: the message and the mark go as the user types.
    fireEvent.change(license, { target: { value: "EXQ-45" } });
    await waitFor(() => expect(screen.queryByText("3 to 20 capitals, digits or hyphens.")).toBeNull());
    await waitFor(() => expect(license).not.toHaveAttribute("aria-invalid"));
    expect(onChange).toHaveBeenLastCalledWith({ license: "EXQ-45", name: "Ana" });
  });
});
