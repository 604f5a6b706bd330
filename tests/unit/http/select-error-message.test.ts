/**
 * Message selection (000 §8 "Message selection"; 001 §8 "Choosing the message").
 */
import { describe, expect, it } from "vitest";
import { AxiosError, AxiosHeaders, type AxiosResponse } from "axios";
import {
  errorCode,
  KeyedError,
  PortalHttpError,
  selectErrorMessage,
  toHttpError,
  toCamelCaseDeep,
} from "../../../providers/http";

/** An AxiosError as the client raises it for an answer with `status` and `data`. */
function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: "", headers: {}, config, data };
  return new AxiosError(`Request failed with status code ${status}`, "ERR_BAD_REQUEST", config, {}, response);
}

const unknown = { key: "errors.unknown" };

describe("selectErrorMessage (000 §8, 001 §8)", () => {
  it("000 §8 step 1: the first message of the errors array wins over everything else", () => {
    const body = {
      errors: [{ message: "Invoice F-1 is closed" }, { message: "second" }],
      message: "m",
      error_description: "d",
      error: "e",
    };
    expect(selectErrorMessage(answered(400, body))).toEqual({ text: "Invoice F-1 is closed" });
    expect(selectErrorMessage(answered(400, { errors: ["Plain first"] }))).toEqual({ text: "Plain first" });
  });

  it("000 §8 step 2: message, when the errors array is missing or empty", () => {
    const body = {
      errors: [],
      message: "This link has already been used",
      error_description: "d",
      error: "e",
    };
    expect(selectErrorMessage(answered(400, body))).toEqual({ text: "This link has already been used" });
  });

  it("000 §8 step 3: error_description (snake or camel-cased), before the error field", () => {
    const snake = { error: "invalid_grant", error_description: "Bad credentials" };
    expect(selectErrorMessage(answered(400, snake))).toEqual({ text: "Bad credentials" });
    expect(selectErrorMessage(answered(400, toCamelCaseDeep(snake)))).toEqual({ text: "Bad credentials" });
  });

  it("000 §8 step 4: the error's own message, before the error field", () => {
    expect(selectErrorMessage(new Error("Search response was not found"))).toEqual({
      text: "Search response was not found",
    });
    const thrown = Object.assign(new Error("Own text"), { response: { data: { error: "e" } } });
    expect(selectErrorMessage(thrown)).toEqual({ text: "Own text" });
  });

  it("decision (step 4): axios' generic 'Request failed with status code N' is skipped", () => {
    expect(selectErrorMessage(answered(401, { error: "invalid_client" }))).toEqual({
      text: "invalid_client",
    });
    expect(selectErrorMessage(answered(500, {}))).toEqual(unknown);
    expect(selectErrorMessage(new AxiosError("Network Error", "ERR_NETWORK"))).toEqual(unknown);
  });

  it("000 §8 step 5: the error field", () => {
    expect(selectErrorMessage(answered(401, { error: "invalid_token" }))).toEqual({ text: "invalid_token" });
  });

  it("000 §8 step 6: GENERAL gives the generic text", () => {
    expect(selectErrorMessage(answered(500, { message: "GENERAL", error: "x" }))).toEqual(unknown);
    expect(selectErrorMessage(new Error("GENERAL"))).toEqual(unknown);
  });

  it("000 §8 step 6: a TypeError gives the generic text", () => {
    expect(selectErrorMessage(new TypeError("Cannot read properties of undefined (reading 'x')"))).toEqual(
      unknown,
    );
  });

  it("000 §8 step 6: nothing usable gives the generic text", () => {
    expect(selectErrorMessage(undefined)).toEqual(unknown);
    expect(selectErrorMessage(null)).toEqual(unknown);
    expect(selectErrorMessage("boom")).toEqual(unknown);
    expect(selectErrorMessage(answered(500, { message: "   " }))).toEqual(unknown);
    expect(selectErrorMessage(new Error(""))).toEqual(unknown);
  });

  it("DESIGN.md §4: an HTML (non-JSON) body is never used", () => {
    const page = "<html><body><h1>502 Bad Gateway</h1><script>alert(1)</script></body></html>";
    expect(selectErrorMessage(answered(502, page))).toEqual(unknown);
  });

  it("server text is returned verbatim as plain text (markup is not interpreted)", () => {
    expect(selectErrorMessage(answered(400, { message: "<b>Bad</b> value" }))).toEqual({
      text: "<b>Bad</b> value",
    });
  });

  it("001 §7: a thrown response body is read like an answer's body", () => {
    expect(selectErrorMessage({ error_code: "X", message: "Settlement is closed" })).toEqual({
      text: "Settlement is closed",
    });
  });

  it("errors raised by the HTTP layer give their i18n key", () => {
    expect(selectErrorMessage(new KeyedError("dev text", "errors.pollTimeout"))).toEqual({
      key: "errors.pollTimeout",
    });
  });
});

describe("errorCode and toHttpError", () => {
  it("errorCode reads error_code and errorCode", () => {
    expect(errorCode(answered(404, { error_code: "RESOURCE_NOT_FOUND" }))).toBe("RESOURCE_NOT_FOUND");
    expect(errorCode(answered(404, { errorCode: "NO_FILES_AVAILABLE_FOR_DOWNLOAD" }))).toBe(
      "NO_FILES_AVAILABLE_FOR_DOWNLOAD",
    );
    expect(errorCode(new Error("x"))).toBeUndefined();
  });

  it("toHttpError gives Refine's HttpError shape with the selected text, status and code", () => {
    const wrapped = toHttpError(
      answered(400, { errorCode: "VALIDATION_ERROR", message: "from_date is not a date" }),
    );
    expect(wrapped).toBeInstanceOf(PortalHttpError);
    expect(wrapped).toMatchObject({
      message: "from_date is not a date",
      statusCode: 400,
      errorCode: "VALIDATION_ERROR",
      messageKey: undefined,
    });
    expect(selectErrorMessage(wrapped)).toEqual({ text: "from_date is not a date" });
  });

  it("toHttpError without server text carries the key", () => {
    expect(toHttpError(answered(500, {}))).toMatchObject({
      message: "errors.unknown",
      messageKey: "errors.unknown",
      statusCode: 500,
    });
  });

  it("toHttpError leaves abort errors alone", () => {
    const aborted = new DOMException("aborted", "AbortError");
    expect(toHttpError(aborted)).toBe(aborted);
  });
});
