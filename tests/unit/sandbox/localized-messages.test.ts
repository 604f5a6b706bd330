/**
 * The reference API answers its validation and not-found messages in the request's
 * Accept-Language (issue 19 §4; docs/api-contract.md "General"; 000 §8 shows the server's
 * message): a known English shape is translated, field names kept as sent, so the portal still
 * ties a message to its field; es-DO reads as es, English is as written, no header reads as es.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizeMessage } from "../../../sandbox/lib/localize";
import { call, signIn, startSandbox, type TestSandbox } from "./helpers";

describe("localizeMessage (issue 19 §4)", () => {
  it("translates the known shapes and keeps the field first, as sent", () => {
    expect(localizeMessage("id must be a UUID", "es")).toBe("id no es un identificador válido");
    expect(localizeMessage("id must be a UUID", "pt")).toBe("id não é um identificador válido");
    expect(localizeMessage("id must be a UUID", "en")).toBe("id must be a UUID");
    expect(localizeMessage("new_password is required", "es-DO")).toBe("new_password es obligatorio");
    expect(localizeMessage("page must be between 0 and 10000", "pt")).toBe("page deve estar entre 0 e 10000");
    expect(localizeMessage("statuses must be one of SENT, SEND_ERROR", "es")).toBe(
      "statuses debe ser uno de: SENT, SEND_ERROR",
    );
    expect(localizeMessage("search_value is longer than 100 characters", "es")).toBe(
      "search_value supera los 100 caracteres",
    );
    expect(localizeMessage("terms_and_conditions_slug must be string", "pt")).toBe(
      "terms_and_conditions_slug não é do tipo esperado (string)",
    );
    expect(localizeMessage('email must match format "email"', "es")).toBe("email no tiene el formato email");
  });

  it("leaves a message of another shape as written", () => {
    expect(localizeMessage("slug and detail_form name different forms", "es")).toBe(
      "slug and detail_form name different forms",
    );
  });
});

describe("the reference API in the caller's language (issue 19 §4)", () => {
  let sandbox: TestSandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await startSandbox({ accounts: 300 });
    token = (await signIn(sandbox, "denials-editor")).access_token;
  }, 120_000);
  afterAll(() => sandbox.close());

  const glosa = (lang?: string) =>
    call(sandbox, "GET", "/rcm-denials/v1/invoice/zzz", {
      token,
      headers: lang ? { "accept-language": lang } : {},
    });

  it("answers a malformed id in es-DO, es, pt and en, and in es without a header", async () => {
    const answers = await Promise.all(["es-DO", "es", "pt-BR", "en-US", undefined].map(glosa));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.map((a) => a.body.message)).toEqual([
      "id no es un identificador válido",
      "id no es un identificador válido",
      "id não é um identificador válido",
      "id must be a UUID",
      "id no es un identificador válido",
    ]);
  });

  it("answers not found and a body's missing field in the caller's language", async () => {
    const missing = (lang: string) =>
      call(sandbox, "GET", "/rcm-denials/v1/invoice/00000000-0000-4000-8000-000000000000", {
        token,
        headers: { "accept-language": lang },
      });
    expect((await missing("pt")).body).toMatchObject({
      error_code: "RESOURCE_NOT_FOUND",
      message: "Recurso não encontrado",
    });
    expect((await missing("es-DO")).body.message).toBe("Recurso no encontrado");
    const body = (lang: string) =>
      call(sandbox, "POST", "/v1/users/update-password", {
        token,
        json: { previous_password: "x" },
        headers: { "accept-language": lang },
      });
    const [es, pt, en] = await Promise.all(["es", "pt", "en"].map(body));
    expect(es.status).toBe(400);
    expect(es.body.message).toBe("new_password es obligatorio");
    expect(pt.body.message).toBe("new_password é obrigatório");
    expect(en.body.message).toBe("new_password is required");
  });
});
