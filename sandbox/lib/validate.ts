/**
 * Request-body validation with ajv against the JSON Schemas of `schemas/requests/` (DESIGN.md §7:
 * a wrong shape is a 400 with a message naming the field, never a silent accept).
 */
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { Context } from "hono";
import { AJV_OPTIONS } from "../../schemas/forms/validation-options";
import { validationError } from "./errors";

const ajv = new Ajv({ allErrors: false, strict: true, ...AJV_OPTIONS });
addFormats(ajv);

const compiled = new WeakMap<object, ValidateFunction>();

function describe(error: ErrorObject): string {
  const field = error.instancePath.replace(/^\//, "").replace(/\//g, ".");
  switch (error.keyword) {
    case "required":
      return `${field ? `${field}.` : ""}${String(error.params.missingProperty)} is required`;
    case "additionalProperties":
      return `${field ? `${field}.` : ""}${String(error.params.additionalProperty)} is not an allowed field`;
    case "type":
      return `${field || "body"} must be ${String(error.params.type)}`;
    default:
      return `${field || "body"} ${error.message ?? "is invalid"}`;
  }
}

/**
 * Checks a value against a schema and returns it typed.
 * @throws ApiError 400 VALIDATION_ERROR naming the first failing field.
 */
export function check<T>(schema: object, value: unknown): T {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (!validate(value)) {
    throw validationError(validate.errors?.[0] ? describe(validate.errors[0]) : "invalid body");
  }
  return value as T;
}

/**
 * Reads the JSON body of a request (an empty body reads as `{}`).
 * @throws ApiError 400 VALIDATION_ERROR when the body is not JSON.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw validationError("body is not valid JSON");
  }
}

/** Reads the JSON body and validates it (see {@link check}). */
export async function readBody<T>(c: Context, schema: object): Promise<T> {
  return check<T>(schema, await readJson(c));
}
