/**
 * Column removal by the view configuration and its local cache (001 §1, 001 §6).
 */
import { describe, expect, it } from "vitest";
import {
  VIEW_CONFIGURATION_KEY,
  excludedColumns,
  readCachedViewConfiguration,
  visibleColumns,
  writeCachedViewConfiguration,
  type ViewConfiguration,
} from "../../../src/lib/view-configuration";
import accounts from "../../../resources/accounts";

const configuration: ViewConfiguration = {
  sections: [
    {
      section: "accounts",
      viewName: "list",
      excludedColumns: ["costCenterName", "responsibleName"],
      hidden: false,
    },
    { section: "accounts", viewName: "detail", excludedColumns: ["patientName"] },
    { section: "charges", viewName: "list", excludedColumns: ["invoiceAmount"] },
  ],
};

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe("001 §1 view configuration", () => {
  it("removes the columns excluded for the list's section and view name only", () => {
    const view = accounts.list.viewConfiguration;
    const shown = visibleColumns(accounts.list.columns, configuration, view);
    expect(shown).not.toContain("costCenterName");
    expect(shown).not.toContain("responsibleName");
    expect(shown).toContain("patientName");
    expect(shown).toContain("invoiceAmount");
    expect(shown).toHaveLength(accounts.list.columns.length - 2);
    expect(excludedColumns(configuration, "accounts", "list")).toEqual(
      new Set(["costCenterName", "responsibleName"]),
    );
  });

  it("shows every column without a configuration or a view", () => {
    expect(visibleColumns(accounts.list.columns, undefined, accounts.list.viewConfiguration)).toEqual([
      ...accounts.list.columns,
    ]);
    expect(visibleColumns(["a", "b"], configuration, undefined)).toEqual(["a", "b"]);
  });

  it("caches under the one key pp.viewConfiguration as { providerSlug, data }", () => {
    const storage = memoryStorage();
    writeCachedViewConfiguration(storage, "clinica-central-do", configuration);
    expect([...storage.data.keys()]).toEqual([VIEW_CONFIGURATION_KEY]);
    expect(VIEW_CONFIGURATION_KEY).toBe("pp.viewConfiguration");
    const stored = JSON.parse(storage.data.get(VIEW_CONFIGURATION_KEY) ?? "{}");
    expect(stored.providerSlug).toBe("clinica-central-do");
    expect(readCachedViewConfiguration(storage, "clinica-central-do")).toEqual(configuration);
  });

  it("stores layout only: extra properties of the answer are not written", () => {
    const storage = memoryStorage();
    const answer = {
      sections: [{ section: "accounts", viewName: "list", excludedColumns: [], patientName: "Ana" }],
    } as unknown as ViewConfiguration;
    writeCachedViewConfiguration(storage, "p", answer);
    expect(storage.data.get(VIEW_CONFIGURATION_KEY)).not.toContain("Ana");
  });

  it("ignores another provider's cache and unreadable values", () => {
    const storage = memoryStorage();
    writeCachedViewConfiguration(storage, "other", configuration);
    expect(readCachedViewConfiguration(storage, "clinica-central-do")).toBeUndefined();
    storage.setItem(VIEW_CONFIGURATION_KEY, "{not json");
    expect(readCachedViewConfiguration(storage, "other")).toBeUndefined();
    expect(readCachedViewConfiguration(null, "other")).toBeUndefined();
  });
});
