/**
 * Parts of the grids of issue 7 §3b rendered in the DOM: the chips of applied filters (label,
 * count, values, a named remove button each), the column chooser within the view configuration
 * (001 §1), and what counts as typing for the keyboard shortcuts.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { ReactNode } from "react";
import accounts from "../../../resources/accounts";
import ColumnChooser from "../../../src/components/resource/column-chooser";
import { FilterChips } from "../../../src/components/resource/filter-chips";
import { isTypingTarget } from "../../../src/components/resource/use-keyboard-triage";
import { textsOf } from "../../locales";

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: textsOf("en") } } });
const wrap = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

afterEach(cleanup);

describe("filter chips (issue 7 §3b)", () => {
  it("shows each applied filter with its label, count and values, and removes it by its own button", () => {
    const onRemove = vi.fn();
    wrap(
      <FilterChips
        declaration={accounts}
        keys={["statuses", "createdAt", "requiredSupportDocumentsCompleted", "payer"]}
        value={{
          statuses: ["SENT", "SETTLED"],
          createdAt: { from: "2026-01-02" },
          requiredSupportDocumentsCompleted: true,
        }}
        optionLabel={(key, value) =>
          key === "statuses" ? i18n.t(`statuses.rcm-status-account.${value}`) : value
        }
        onRemove={onRemove}
      />,
    );
    const list = screen.getByRole("list", { name: "Applied filters: 3" });
    const items = within(list).getAllByRole("listitem");
    // A key without a value (payer) has no chip.
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Status (2): Sent, Settled");
    expect(items[1]).toHaveTextContent("Creation date: ≥ 02/01/2026");
    const yes = textsOf("en").resources.accounts.filters.requiredSupportDocumentsCompletedOptions.true;
    expect(items[2]).toHaveTextContent(
      `${textsOf("en").resources.accounts.filters.requiredSupportDocumentsCompleted}: ${yes}`,
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove filter Creation date" }));
    expect(onRemove).toHaveBeenCalledWith("createdAt");
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("renders nothing when no filter is applied", () => {
    const { container } = wrap(
      <FilterChips
        declaration={accounts}
        keys={[]}
        value={{}}
        optionLabel={(_k, v) => v}
        onRemove={() => {}}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("column chooser (issue 7 §3b, 001 §1)", () => {
  it("offers only the allowed columns and never lets the last one go", () => {
    const onChange = vi.fn();
    const allowed = ["invoiceNumber", "payerName"];
    const { rerender } = wrap(
      <ColumnChooser declaration={accounts} allowed={allowed} hidden={[]} onChange={onChange} />,
    );
    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
    expect(screen.queryByLabelText("Cost center")).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText("Payer"));
    expect(onChange).toHaveBeenLastCalledWith(["payerName"]);
    rerender(
      <I18nextProvider i18n={i18n}>
        <ColumnChooser declaration={accounts} allowed={allowed} hidden={["payerName"]} onChange={onChange} />
      </I18nextProvider>,
    );
    expect(screen.getByLabelText("Payer")).not.toBeChecked();
    expect(screen.getByLabelText("Invoice number")).toBeDisabled();
  });
});

describe("what counts as typing for the shortcuts (issue 7 §3b)", () => {
  it("inputs, text areas, selects, editable elements, comboboxes and anything inside a dialog", () => {
    document.body.innerHTML = `
      <input id="i"/><textarea id="t"></textarea><select id="s"></select>
      <div id="e" contenteditable="true"></div><div role="combobox" id="c"></div>
      <div role="dialog"><button id="d">ok</button></div>
      <table><tr id="r" tabindex="0"><td><button id="b">act</button></td></tr></table>`;
    for (const id of ["i", "t", "s", "c", "d"])
      expect(isTypingTarget(document.getElementById(id)), id).toBe(true);
    expect(isTypingTarget(document.getElementById("r"))).toBe(false);
    expect(isTypingTarget(document.getElementById("b"))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
  });
});
