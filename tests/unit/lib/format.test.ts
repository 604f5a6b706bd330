/**
 * Formats of amounts, dates, counts and sizes (001 §9, 000 §9, DESIGN.md §9).
 */
import { describe, expect, it } from "vitest";
import {
  countCompleteness,
  formatAmount,
  formatBytes,
  formatCount,
  formatDate,
  formatMoney,
  formatTimestamp,
  maskSecret,
  rowCurrency,
  SECRET_MASK,
} from "../../../src/lib/format";
import { areaCurrency, currencyAreaOf, currencyOf, currencyOfCode } from "../../../providers/config";

const config = {
  defaultCountry: "CO",
  currencyByCountry: {
    DO: { code: "DOP", symbol: "$" },
    BR: { code: "BRL", symbol: "R$" },
    CO: { code: "COP", symbol: "$" },
  },
};

describe("001 §9 money", () => {
  it("shows exactly 2 decimals with grouping", () => {
    expect(formatAmount(1234.5)).toBe("1,234.50");
    expect(formatAmount(0.005)).toBe("0.01");
    expect(formatAmount(12)).toBe("12.00");
    expect(formatAmount("99.999")).toBe("100.00");
  });

  it("shows '0.00' when empty", () => {
    for (const empty of [null, undefined, "", "  ", "abc", Number.NaN])
      expect(formatAmount(empty)).toBe("0.00");
  });

  it("writes the currency symbol of the user's country (BR → R$, default CO → $)", () => {
    expect(formatMoney(10, currencyOf(config, "BR"))).toBe("R$ 10.00");
    expect(formatMoney(null, currencyOf(config, "XX"))).toBe("$ 0.00");
    expect(formatMoney(1500000, currencyOf(config, "DO"))).toBe("$ 1,500,000.00");
  });
});

describe("001 §9 dates", () => {
  it("dates as DD/MM/YYYY", () => {
    expect(formatDate("2026-03-05")).toBe("05/03/2026");
    expect(formatDate("2026-03-05T10:20:00")).toBe("05/03/2026");
  });

  it("timestamps as DD/MM/YYYY HH:mm", () => {
    expect(formatTimestamp("2026-03-05T14:07:59")).toBe("05/03/2026 14:07");
  });

  it("empty or invalid values show nothing", () => {
    for (const empty of [null, undefined, "", "not a date"]) {
      expect(formatDate(empty)).toBe("");
      expect(formatTimestamp(empty)).toBe("");
    }
  });
});

describe("support-document counts (001 §3, 000 §5)", () => {
  it("reads uploaded / required", () => {
    expect(formatCount(2, 5)).toBe("2 / 5");
    expect(formatCount(null, undefined)).toBe("0 / 0");
  });

  it("is complete when nothing is required or all are uploaded", () => {
    expect(countCompleteness(0, 0)).toBe("complete");
    expect(countCompleteness(3, 3)).toBe("complete");
    expect(countCompleteness(1, 3)).toBe("partial");
    expect(countCompleteness(0, 3)).toBe("missing");
  });
});

describe("000 §9 / 001 §9 currency by area, a row's own currency first", () => {
  it("the claims desk defaults to DOP whatever the country; RCM follows the country (default CO → COP)", () => {
    expect(areaCurrency(config, "claims-desk", "CO")).toEqual({ code: "DOP", symbol: "$" });
    expect(areaCurrency({ ...config, claimsDeskCurrency: "BRL" }, "claims-desk")).toEqual({
      code: "BRL",
      symbol: "R$",
    });
    expect(areaCurrency(config, "rcm", "BR")).toEqual({ code: "BRL", symbol: "R$" });
    expect(areaCurrency(config, "rcm")).toEqual({ code: "COP", symbol: "$" });
  });

  it("areas by service: arc and settlements are the claims desk, the others RCM", () => {
    expect(currencyAreaOf("arc")).toBe("claims-desk");
    expect(currencyAreaOf("settlements")).toBe("claims-desk");
    for (const service of ["rcm", "denials", "document-validation"] as const)
      expect(currencyAreaOf(service)).toBe("rcm");
  });

  it("a code's currency: the configured symbol, else the browser's narrow symbol, else the code", () => {
    expect(currencyOfCode(config, " brl ")).toEqual({ code: "BRL", symbol: "R$" });
    expect(currencyOfCode(config, "EUR")).toEqual({ code: "EUR", symbol: "€" });
    expect(currencyOfCode(config, "XQZ").symbol).toBe("XQZ");
  });

  it("a row's own currencyCode wins over the area's; none, empty or malformed keeps the area's", () => {
    const dop = { code: "DOP", symbol: "$" };
    const ofCode = (code: string) => currencyOfCode(config, code);
    expect(rowCurrency({ currencyCode: "BRL" }, dop, ofCode)).toEqual({ code: "BRL", symbol: "R$" });
    for (const currencyCode of [undefined, null, "", "pesos", 5])
      expect(rowCurrency({ currencyCode }, dop, ofCode)).toBe(dop);
    expect(formatMoney(12.5, rowCurrency({ currencyCode: "BRL" }, dop, ofCode))).toBe("R$ 12.50");
  });
});

describe("issue 8 §3 provider keys: secrets shown masked", () => {
  it("shows the first two characters, then a fixed mask that hides the rest and the length", () => {
    expect(maskSecret("hsl.orizon")).toBe(`hs${SECRET_MASK}`);
    expect(maskSecret("hsl.orizon.production.account")).toBe(`hs${SECRET_MASK}`);
    expect(maskSecret("hsl.orizon")).not.toContain("orizon");
  });
  it("masks a short value whole and leaves an empty one empty", () => {
    expect(maskSecret("ab")).toBe(SECRET_MASK);
    expect(maskSecret("a")).toBe(SECRET_MASK);
    expect(maskSecret("")).toBe("");
    expect(maskSecret("abcdef", 0)).toBe(SECRET_MASK);
  });
  it("leaves a value the server already masked as it is (issue 18 §10)", () => {
    expect(maskSecret(maskSecret("hsl.orizon"))).toBe(`hs${SECRET_MASK}`);
    expect(maskSecret(SECRET_MASK)).toBe(SECRET_MASK);
  });
});

describe("001 §9 sizes: one bytes formatter (issue 18 §9)", () => {
  const KiB = 1024;
  const MiB = 1024 * 1024;

  it("writes binary units: whole megabytes without a decimal, kilobytes rounded, bytes as they are", () => {
    expect(formatBytes(10 * MiB)).toBe("10 MB");
    expect(formatBytes(20 * MiB, "es-DO")).toBe("20 MB");
    expect(formatBytes(512 * KiB)).toBe("512 KB");
    expect(formatBytes(830.4 * KiB)).toBe("830 KB");
    expect(formatBytes(20)).toBe("20 B");
    expect(formatBytes(0)).toBe("0 B");
  });

  it("keeps one decimal for any other size, so a file just over a limit never reads as the limit", () => {
    expect(formatBytes(20 * MiB + 1)).toBe("20.0 MB");
    expect(formatBytes(1.25 * MiB)).toBe("1.3 MB");
  });

  it("writes the decimal separator of the UI language", () => {
    const size = 28.6 * MiB;
    expect(formatBytes(size)).toBe("28.6 MB");
    expect(formatBytes(size, "en")).toBe("28.6 MB");
    expect(formatBytes(size, "es-DO")).toBe("28,6 MB");
    expect(formatBytes(size, "es")).toBe("28,6 MB");
    expect(formatBytes(size, "pt")).toBe("28,6 MB");
    expect(formatBytes(20 * MiB + 1, "pt")).toBe("20,0 MB");
    expect(formatBytes(2048.5 * MiB, "es-DO")).toBe("2048,5 MB");
  });
});
