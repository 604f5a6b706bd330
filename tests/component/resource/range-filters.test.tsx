import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AmountRangeFilter, DateRangeFilter } from "../../../src/components/resource/range-filters";
import { normalizeAmountText } from "../../../src/components/resource/amount-text";

/**
 * The grid's range filters (001 §5, issue 19 §6, §7): amounts are positive numbers only,
 * normalised on leaving and blank when not a number; dates go up to today.
 * Without an i18n provider the texts are their keys.
 */
describe("amount filter (001 §5)", () => {
  it("normalises a number one way and blanks what is not a number", () => {
    expect(normalizeAmountText(" 0010,50 ")).toBe("10.5");
    expect(normalizeAmountText("1000000")).toBe("1000000");
    expect(normalizeAmountText("abc")).toBe("");
    expect(normalizeAmountText("12abc")).toBe("");
    expect(normalizeAmountText("1.234,50")).toBe("");
    expect(normalizeAmountText("   ")).toBe("");
    expect(normalizeAmountText("-5")).toBe("-5");
  });

  it("on leaving a field: a number is written the one way and applied, not a number goes blank and applies nothing", async () => {
    const onChange = vi.fn();
    render(<AmountRangeFilter label="Amount" value={undefined} onChange={onChange} />);
    const min = screen.getByLabelText("filters.min");
    const max = screen.getByLabelText("filters.max");
    await userEvent.type(min, "abc");
    fireEvent.blur(min);
    expect(min).toHaveValue("");
    expect(onChange).not.toHaveBeenCalled();
    expect(min).not.toHaveAttribute("aria-invalid");

    await userEvent.type(min, " 0010,50 ");
    fireEvent.blur(min);
    expect(min).toHaveValue("10.5");
    expect(onChange).toHaveBeenLastCalledWith({ min: 10.5 });

    await userEvent.type(max, "-5{enter}");
    expect(max).toHaveValue("-5");
    expect(max).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("filters.errors.amountPositive")).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ max: -5 }));
  });
});

describe("date filter (001 §5 'date filters have a maximum of today')", () => {
  it("offers no day after today and refuses a typed one", async () => {
    const onChange = vi.fn();
    render(<DateRangeFilter label="Created" value={undefined} today="2026-01-15" onChange={onChange} />);
    const from = screen.getByLabelText("filters.from");
    fireEvent.mouseDown(from);
    fireEvent.click(from);
    const todayCell = await screen.findByTitle("2026-01-15");
    expect(todayCell.className).not.toContain("ant-picker-cell-disabled");
    expect(screen.getByTitle("2026-01-16").className).toContain("ant-picker-cell-disabled");
    expect(screen.getByTitle("2026-01-14").className).not.toContain("ant-picker-cell-disabled");
    await userEvent.type(from, "20/01/2026{enter}");
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ from: "2026-01-20" }));
  });
});
