/**
 * The date and file widgets of declared forms in a rendered form (issue 8 §1): a date typed
 * DD/MM/YYYY is sent YYYY-MM-DD; a file of a type or size the field does not take is refused with
 * the reason before any call; an accepted one is posted multipart on choice and the field's value
 * becomes the answer's id.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { renderPortal, server, SESSIONS } from "../resource/harness";
import { BASE, resetData } from "../resource/handlers";
import { RESOURCES } from "../../../resources";
import { defineResource } from "../../../resources/define-resource";
import ResourceForm from "../../../src/components/resource-form/resource-form";
import { Blob as NodeBlob, File as NodeFile } from "node:buffer";

/** A test-only form: a visit date and a supporting PDF of at most 1 KB. */
const visitFormSchema = {
  type: "object",
  required: ["visitDate", "support"],
  properties: {
    visitDate: { type: "string", format: "date" },
    support: { type: "string" },
  },
} as const;

const visits = defineResource({
  name: "visits",
  service: "rcm",
  endpoint: "rcm/v1/providers/{provider}/visits",
  schema: { type: "object", properties: { id: { type: "string" } } },
  list: { columns: ["id"], sorters: [] },
  form: {
    schema: visitFormSchema,
    uiSchema: {
      visitDate: { "ui:widget": "date" },
      support: {
        "ui:widget": "file",
        "ui:options": {
          extensions: ["pdf"],
          maxBytes: 1024,
          upload: {
            endpoint: "rcm/v1/providers/{provider}/visit-files",
            valueField: "id",
            requestData: { document_type_slug: "SUPPORT" },
          },
        },
      },
    },
  },
  access: { list: { area: "rcm" } },
  meta: { route: "/rcm/visits", parent: "rcm" },
});

const TEXTS = {
  resources: { visits: { title: "Visits", fields: { visitDate: "Visit date", support: "Support" } } },
};

const uploads: { file: string | undefined; requestData: unknown }[] = [];
const created: unknown[] = [];

/**
 * jsdom's FormData, Blob and File do not survive Node's fetch under msw (a multipart body arrives as
 * text); Node's own stand in for the browser's here, as in tests/component/areas/support-documents.test.tsx.
 */
let restore: (() => void) | undefined;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  const nodeFormData = (await new Response(new URLSearchParams("a=1")).formData()).constructor;
  const saved = { Blob, File, FormData };
  Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: nodeFormData });
  restore = () => Object.assign(globalThis, saved);
});
beforeEach(() => {
  resetData();
  uploads.length = 0;
  created.length = 0;
  server.use(
    http.post(`${BASE}/rcm/v1/providers/:provider/visit-files`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get("file");
      const part = form.get("request_data");
      uploads.push({
        file: typeof file === "object" && file !== null ? (file as { name?: string }).name : undefined,
        requestData:
          typeof part === "object" && part !== null ? JSON.parse(await (part as Blob).text()) : undefined,
      });
      return HttpResponse.json({ id: "file-7", file_name: "scan.pdf" }, { status: 201 });
    }),
    http.post(`${BASE}/rcm/v1/providers/:provider/visits`, async ({ request }) => {
      const body = await request.json();
      created.push(body);
      return HttpResponse.json({ id: "visit-1", ...(body as object) }, { status: 201 });
    }),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => {
  restore?.();
  server.close();
});

async function renderVisitForm() {
  const onSaved = vi.fn();
  await renderPortal({
    path: "/nowhere",
    session: SESSIONS.rcmEditor,
    declarations: [...RESOURCES, visits],
    translations: TEXTS,
    extra: <ResourceForm declaration={visits} mode="create" onSaved={onSaved} />,
  });
  await screen.findByLabelText("Support");
  return { onSaved };
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText("Support"), { target: { files: [file] } });
}

describe("form widgets", { timeout: 60_000 }, () => {
  it("refuses a file of another type or too large before any call, naming it and the reason", async () => {
    await renderVisitForm();
    expect(screen.getByText("Allowed: PDF; at most 1 KB.")).toBeInTheDocument();
    expect(screen.getByLabelText("Support")).not.toHaveAttribute("aria-invalid");
    choose(new File(["png"], "photo.png", { type: "image/png" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "photo.png was not sent: files of this type are not accepted (allowed: PDF).",
    );
    // The field in error says so to assistive technology (FileDropZone `invalid`).
    expect(screen.getByLabelText("Support")).toHaveAttribute("aria-invalid", "true");
    choose(new File([new Uint8Array(2048)], "big.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("big.pdf was not sent: it is larger than 1 KB.")).toBeInTheDocument();
    choose(new File([], "empty.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("empty.pdf was not sent: the file is empty.")).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it("uploads an accepted file on choice, and sends the typed date as YYYY-MM-DD with the file's id", async () => {
    const { onSaved } = await renderVisitForm();
    choose(new File(["%PDF-1.4"], "scan.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("Uploaded: scan.pdf")).toBeInTheDocument();
    expect(uploads).toEqual([{ file: "scan.pdf", requestData: { document_type_slug: "SUPPORT" } }]);

    const date = screen.getByLabelText("Visit date");
    fireEvent.mouseDown(date);
    fireEvent.focus(date);
    fireEvent.change(date, { target: { value: "09/03/2026" } });
    fireEvent.keyDown(date, { key: "Enter", code: "Enter", keyCode: 13 });
    fireEvent.blur(date);
    await waitFor(() =>
      expect((screen.getByLabelText("Visit date") as HTMLInputElement).value).toBe("09/03/2026"),
    );

    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(created).toEqual([{ visitDate: "2026-03-09", support: "file-7" }]);
  });
});
