/**
 * Server 400 answers onto the fields they name (issue 8 §1; docs/api-contract.md "Errors":
 * `400 VALIDATION_ERROR` naming the failing field; 000 §8 message selection for the rest).
 */
import { describe, expect, it } from "vitest";
import { AxiosError, AxiosHeaders, type AxiosResponse } from "axios";
import { PortalHttpError } from "../../../providers/http/errors";
import { resolveFieldPath, serverFormErrors } from "../../../src/components/resource-form/server-errors";

const schema = {
  type: "object",
  properties: {
    invoiceAmount: { type: "number" },
    auditType: { type: "string" },
    groups: {
      type: "array",
      items: { type: "object", properties: { folderName: { type: "string" }, copies: { type: "integer" } } },
    },
    regulation: { type: "object", properties: { startDate: { type: "string" } } },
  },
} as const;

/** A failure as the data provider rejects it: a PortalHttpError around the AxiosError. */
function answered(status: number, data: unknown): PortalHttpError {
  const response = { status, data, statusText: "", headers: {}, config: { headers: new AxiosHeaders() } };
  const axios = new AxiosError(
    "Request failed",
    "ERR_BAD_REQUEST",
    undefined,
    undefined,
    response as AxiosResponse,
  );
  return new PortalHttpError({ message: "x", statusCode: status }, axios);
}

describe("resolveFieldPath", () => {
  it("matches snake_case, camelCase, JSON pointers and array indexes to the schema's properties", () => {
    expect(resolveFieldPath("invoice_amount", schema)).toEqual(["invoiceAmount"]);
    expect(resolveFieldPath("INVOICE-AMOUNT", schema)).toEqual(["invoiceAmount"]);
    expect(resolveFieldPath("groups[1].folder_name", schema)).toEqual(["groups", "1", "folderName"]);
    expect(resolveFieldPath("/groups/0/copies", schema)).toEqual(["groups", "0", "copies"]);
    expect(resolveFieldPath("regulation.start_date", schema)).toEqual(["regulation", "startDate"]);
  });

  it("names no field for unknown properties or paths through scalars", () => {
    expect(resolveFieldPath("body", schema)).toBeUndefined();
    expect(resolveFieldPath("invoice_amount.value", schema)).toBeUndefined();
    expect(resolveFieldPath("", schema)).toBeUndefined();
  });
});

describe("serverFormErrors", () => {
  it("places the reference API's 400 (field named first in the message) on that field", () => {
    const mapped = serverFormErrors(
      answered(400, { error_code: "VALIDATION_ERROR", message: "invoice_amount must be >= 0" }),
      schema,
    );
    expect(mapped.fields).toEqual({ invoiceAmount: { __errors: ["invoice_amount must be >= 0"] } });
    expect(mapped.paths).toEqual(["invoiceAmount"]);
    expect(mapped.general).toBeUndefined();
  });

  it("places every entry of a Spring-style errors array, nested and indexed", () => {
    const mapped = serverFormErrors(
      answered(400, {
        errors: [
          { field: "groups[1].folder_name", message: "Folder name already used" },
          { field: "audit_type", message: "Unknown audit type" },
          { field: "audit_type", message: "Unknown audit type" },
        ],
      }),
      schema,
    );
    expect(mapped.fields).toEqual({
      groups: { 1: { folderName: { __errors: ["Folder name already used"] } } },
      auditType: { __errors: ["Unknown audit type"] },
    });
    expect(mapped.paths).toEqual(["groups.1.folderName", "auditType"]);
    expect(mapped.general).toBeUndefined();
  });

  it("reads a body field next to the message", () => {
    const mapped = serverFormErrors(
      answered(422, { field: "regulation.startDate", message: "Too early" }),
      schema,
    );
    expect(mapped.fields).toEqual({ regulation: { startDate: { __errors: ["Too early"] } } });
  });

  it("keeps what names no field as the general message, besides the placed ones", () => {
    const mapped = serverFormErrors(
      answered(400, {
        errors: [
          { field: "audit_type", message: "Unknown audit type" },
          { field: "provider", message: "Provider is closed" },
        ],
      }),
      schema,
    );
    expect(mapped.paths).toEqual(["auditType"]);
    expect(mapped.general).toEqual({ text: "Provider is closed" });
  });

  it("a 400 naming no field gives the server's message at the top", () => {
    const mapped = serverFormErrors(
      answered(400, { error_code: "VALIDATION_ERROR", message: "body is not valid JSON" }),
      schema,
    );
    expect(mapped.fields).toEqual({});
    expect(mapped.general).toEqual({ text: "body is not valid JSON" });
  });

  it("other failures are never placed on fields: 403, 500, network (000 §8 message)", () => {
    expect(serverFormErrors(answered(403, { message: "invoice_amount is locked" }), schema)).toEqual({
      fields: {},
      paths: [],
      general: { text: "invoice_amount is locked" },
    });
    expect(serverFormErrors(answered(500, "<html>oops</html>"), schema).general).toEqual({
      key: "errors.unknown",
    });
    expect(serverFormErrors(new TypeError("Failed to fetch"), schema).general).toEqual({
      key: "errors.unknown",
    });
  });
});
