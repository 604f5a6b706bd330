/**
 * "A new grid over a new endpoint is one declaration file and one schema, no other code"
 * (DESIGN.md §1, §3; docs/adding-a-resource.md): a declaration that exists only in this test
 * appears in the menu and the routes, and its rows render through the generic list. Sessions, role
 * permissions and view configuration come from the reference API in-process
 * (tests/component/sandbox-backend.ts); the test-only endpoint, which it does not serve, is
 * answered by msw.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { currentLocation, renderPortal, server } from "./harness";
import { API_BASE, useSandboxBackend } from "../sandbox-backend";
import { RESOURCES } from "../../../resources";
import { defineResource, type ResourceDeclaration } from "../../../resources/define-resource";
import { ResourceList } from "../../../src/components/resource/resource-list";
import { AREAS, type AreaRegistration } from "../../../src/areas/registry";

/** The schema of the test resource (an `as const` JSON Schema, as schemas/entities/*.ts). */
const payerContractSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    contractCode: { type: "string" },
    payerName: { type: "string" },
    ceilingAmount: { type: ["number", "null"], "x-kind": "money" },
    status: { type: "string", "x-kind": "status", "x-category": "rcm-status-account" },
    signedOn: { type: "string", format: "date" },
    active: { type: "boolean" },
  },
  required: ["id"],
} as const;

/** A declaration-only resource: no screen, no route, no menu code anywhere. */
const payerContracts = defineResource({
  name: "payer-contracts",
  service: "rcm",
  endpoint: "rcm/v1/providers/{provider}/payer-contracts",
  schema: payerContractSchema,
  list: {
    columns: ["contractCode", "payerName", "ceilingAmount", "status", "signedOn", "active"],
    filters: {
      search: { kind: "text", param: "searchValue" },
      active: { kind: "boolean", param: "active" },
    },
    sorters: ["signedOn", "ceilingAmount"],
    defaultSort: { field: "signedOn", order: "desc" },
    defaultFilters: { active: true },
    phi: ["search"],
    pageSizes: [10, 20],
  },
  show: { route: "/rcm/payer-contracts/:id" },
  access: { list: { area: "rcm" } },
  meta: { route: "/rcm/payer-contracts", icon: "TableOutlined", parent: "rcm" },
});

const queries: URLSearchParams[] = [];

const backend = useSandboxBackend(server);

/** A screen's first render loads its lazy code cold (antd under jsdom, a busy machine): allow it time. */
const SCREEN_MS = 45_000;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  queries.length = 0;
  server.use(
    http.get(`${API_BASE}/rcm/v1/providers/:provider/payer-contracts`, ({ request, params }) => {
      const url = new URL(request.url);
      queries.push(url.searchParams);
      expect(params.provider).toBe("clinica-andina-co"); // rcm-editor's provider
      return HttpResponse.json({
        content: [
          {
            id: "c-1",
            contract_code: "CT-100",
            payer_name: "Universal",
            ceiling_amount: 2500,
            status: "SENT",
            signed_on: "2025-11-30",
            active: true,
          },
          {
            id: "c-2",
            contract_code: "CT-200",
            payer_name: "Humano",
            ceiling_amount: null,
            status: "",
            signed_on: "2025-10-01",
            active: false,
          },
        ],
        total_elements: 2,
        total_pages: 1,
        number: 0,
        size: 10,
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const declarations = [...RESOURCES, payerContracts];

/** Its texts (in the portal they go to locales/*.json). */
const translations = {
  resources: {
    "payer-contracts": {
      title: "Payer contracts",
      fields: {
        contractCode: "Contract",
        payerName: "Payer",
        ceilingAmount: "Ceiling",
        status: "Status",
        signedOn: "Signed on",
        active: "Active",
      },
      filters: { search: "Search", active: "Active" },
    },
  },
};

describe("a declaration-only resource", { timeout: 90_000 }, () => {
  it("appears in the menu (under its group) for a user who can list it, and its route renders its rows", async () => {
    await renderPortal({
      path: "/rcm/home",
      session: await backend.signIn("rcm-editor"),
      declarations,
      translations,
    });
    const menu = screen.getByRole("navigation", { name: "menu" });
    const link = await within(menu).findByRole("link", { name: "Payer contracts" }, { timeout: SCREEN_MS });
    expect(within(menu).getByText("Revenue cycle")).toBeInTheDocument();
    fireEvent.click(link);
    expect(await screen.findByText("CT-100", undefined, { timeout: SCREEN_MS })).toBeInTheDocument();
    expect(currentLocation()).toBe("/rcm/payer-contracts");
    const row = screen.getByText("CT-100").closest("tr") as HTMLElement;
    expect(within(row).getByText("$ 2,500.00")).toBeInTheDocument();
    expect(within(row).getByText("Sent")).toBeInTheDocument();
    expect(within(row).getByText("30/11/2025")).toBeInTheDocument();
    expect(within(row).getByText("Yes")).toBeInTheDocument();
    const second = screen.getByText("CT-200").closest("tr") as HTMLElement;
    expect(within(second).getByText("$ 0.00")).toBeInTheDocument();
    expect(within(second).getByText("Pending")).toBeInTheDocument();
    // Default filter and sort of the declaration, sent in wire terms; page 1 sent as 0.
    await waitFor(() => expect(queries.at(-1)?.get("active")).toBe("true"));
    expect(queries.at(-1)?.get("order_by")).toBe("signed_on");
    expect(queries.at(-1)?.get("page")).toBe("0");
    expect(queries.at(-1)?.get("size")).toBe("10");
  });

  it("opens a row's show route with Enter (rows are focusable)", async () => {
    await renderPortal({
      path: "/rcm/payer-contracts",
      session: await backend.signIn("rcm-editor"),
      declarations,
      translations,
    });
    const row = (await screen.findByText("CT-100", undefined, { timeout: SCREEN_MS })).closest(
      "tr",
    ) as HTMLElement;
    expect(row).toHaveAttribute("tabindex", "0");
    row.focus();
    fireEvent.keyDown(row, { key: "Enter" });
    await waitFor(() => expect(currentLocation()).toBe("/rcm/payer-contracts/c-1"));
    expect(await screen.findByText("Coming soon")).toBeInTheDocument();
  });

  it("is not in the menu for a user who cannot list it", async () => {
    await renderPortal({
      path: "/home",
      session: await backend.signIn("administrator"),
      declarations,
      translations,
    });
    const menu = screen.getByRole("navigation", { name: "menu" });
    await within(menu).findByRole("link", { name: "Authorizations" }, { timeout: SCREEN_MS });
    expect(within(menu).queryByRole("link", { name: "Payer contracts" })).not.toBeInTheDocument();
  });
});

describe("bulk actions of a declaration (DESIGN.md §6: asked through can())", { timeout: 90_000 }, () => {
  const archivable = defineResource({
    ...payerContracts,
    schema: payerContractSchema,
    name: "payer-contracts",
    customList: true,
    list: { ...payerContracts.list, bulkActions: [{ name: "archive", confirm: true }] },
    access: { list: { area: "rcm" }, archive: { area: "rcm", event: "PASS_TO_READY_TO_GENERATE_MULTIPLE" } },
  } as Parameters<typeof defineResource>[0]);
  const archived: string[][] = [];
  // The test-only resource's bespoke list, registered as an area does (src/areas/<area>/index.ts).
  const testArea: AreaRegistration<string> = {
    name: "rcm",
    screens: {
      "payer-contracts": {
        list: async () => ({
          default: ({ declaration }: { declaration: ResourceDeclaration }) => (
            <ResourceList
              declaration={declaration}
              bulkActionHandlers={{
                archive: (rows) => {
                  archived.push(rows.map((row) => String(row.id)));
                  return { successKey: "list.actionDone" };
                },
              }}
            />
          ),
        }),
      },
    },
  };
  const areas = [...AREAS, testArea];
  const bulkTranslations = {
    resources: {
      "payer-contracts": {
        ...translations.resources["payer-contracts"],
        actions: { archive: { label: "Archive", confirmTitle: "Archive?", confirmBody: "Sure?" } },
      },
    },
  };

  it("offers the bulk action to a role that may do the event, on the selected rows, after confirmation", async () => {
    archived.length = 0;
    await renderPortal({
      path: "/rcm/payer-contracts",
      session: await backend.signIn("rcm-editor"),
      declarations: [archivable],
      areas,
      translations: bulkTranslations,
    });
    await screen.findByText("CT-100", undefined, { timeout: SCREEN_MS });
    // Bulk buttons show once rows are selected (issue 7 §3b: the grid keeps its rows for rows).
    expect(screen.queryByRole("button", { name: /Archive/ })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select CT-200" }));
    fireEvent.click(await screen.findByRole("button", { name: /Archive \(1\)/ }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(archived).toEqual([["c-2"]]));
  });

  it("hides it from a role that never may (VIEWER denies the event)", async () => {
    await renderPortal({
      path: "/rcm/payer-contracts",
      session: await backend.signIn("rcm-viewer"),
      declarations: [archivable],
      areas,
      translations: bulkTranslations,
    });
    await screen.findByText("CT-100", undefined, { timeout: SCREEN_MS });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole("button", { name: /Archive/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });
});
