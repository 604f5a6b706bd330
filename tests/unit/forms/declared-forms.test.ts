/**
 * Forms one way (issue 18 §5): the pure parts of the standalone declared forms — their rules
 * across fields (`matchesBy`: the export route fits its delivery channel, 001 §9; `distinct`: a
 * group's supports once, orders distinct, issue 8 §2), the `pick` widget's options, the `rows`
 * field's new row, the one 400 mapping through a wrapping body (`products.0.…`, 001 §7) with a
 * form's translated refusal — and the rule that no screen but the sign-in pages takes input with
 * plain antd `Form`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { RJSFSchema } from "@rjsf/utils";
import { AxiosError, AxiosHeaders, type AxiosResponse } from "axios";
import { describe, expect, it } from "vitest";
import { PortalHttpError } from "../../../providers/http/errors";
import { packageGroupForm, packageSettingsForm } from "../../../schemas/forms/agreement-packages";
import { formProblems, ruleFailures } from "../../../schemas/forms/form-declaration";
import { FORMS } from "../../../schemas/forms";
import { productConfigurationForm } from "../../../schemas/forms/products-configuration";
import { serverFormErrors } from "../../../src/components/resource-form/server-errors";
import { pickOptions } from "../../../src/components/resource-form/widgets/pick-widget";
import { newRow } from "../../../src/components/resource-form/widgets/rows-field";

describe("standalone declared forms", () => {
  it("are sound and uniquely named", () => {
    for (const { form } of FORMS) expect(formProblems(form)).toEqual([]);
    expect(new Set(FORMS.map((f) => f.name)).size).toBe(FORMS.length);
  });

  it("refuse an export route that does not fit the channel, in that channel's words", () => {
    const rules = packageSettingsForm.form.rules;
    const at = (deliveryChannel: string, exportRoute: string) =>
      ruleFailures({ deliveryChannel, exportRoute }, rules);
    expect(at("SFTP", "files.example/in")).toEqual([
      { path: ["exportRoute"], key: "agreements.packages.errors.route.SFTP" },
    ]);
    expect(at("SFTP", "sftp://files.example/in")).toEqual([]);
    expect(at("EMAIL", "radicacion@coosalud.example")).toEqual([]);
    expect(at("EMAIL", "sftp://files.example/in")[0]?.key).toBe("agreements.packages.errors.route.EMAIL");
    // Empty is the required rule's business, not this one's.
    expect(at("S3", "")).toEqual([]);
  });

  it("refuse a support twice and an order twice, on the later row", () => {
    const supports = [
      { supportFileCode: "FEV", order: 1, copies: 1 },
      { supportFileCode: "RIPS", order: 1, copies: 1 },
      { supportFileCode: "FEV", order: 3, copies: 1 },
      { order: 4, copies: 1 },
    ];
    expect(ruleFailures({ supports }, packageGroupForm.form.rules)).toEqual([
      { path: ["supports", 2, "supportFileCode"], key: "agreements.packages.errors.supportTwice" },
      { path: ["supports", 1, "order"], key: "agreements.packages.errors.orderTwice" },
    ]);
    expect(
      ruleFailures(
        { agreementBillingCodes: [{ agreementCode: "A" }, { agreementCode: "A" }] },
        productConfigurationForm.form.rules,
      ),
    ).toEqual([
      {
        path: ["agreementBillingCodes", 1, "agreementCode"],
        key: "productsConfiguration.errors.agreementTwice",
      },
    ]);
  });
});

describe("pick options and a new row", () => {
  it("label a list's items by a property or a template, skipping items without a value", () => {
    const answer = [
      { fileCode: "FEV", name: "Factura" },
      { name: "no code" },
      { fileCode: 7, name: "Siete" },
    ];
    expect(pickOptions(answer, { value: "fileCode", label: "{name} ({fileCode})" })).toEqual([
      { value: "FEV", label: "Factura (FEV)" },
      { value: "7", label: "Siete (7)" },
    ]);
    expect(pickOptions({ content: answer }, { value: "fileCode", label: "name" })[0]).toEqual({
      value: "FEV",
      label: "Factura",
    });
  });

  it("a new row takes its defaults and the next order", () => {
    const items = packageGroupForm.form.schema.properties.supports.items as unknown as RJSFSchema;
    expect(newRow([], items, ["order"])).toEqual({ copies: 1, order: 1 });
    expect(newRow([{ order: 1 }, { order: 5 }, null], items, ["order"])).toEqual({ copies: 1, order: 6 });
  });
});

describe("the one 400 mapping", () => {
  const answered = (data: unknown) => {
    const response = {
      status: 400,
      data,
      statusText: "",
      headers: {},
      config: { headers: new AxiosHeaders() },
    };
    const axios = new AxiosError("x", "ERR_BAD_REQUEST", undefined, undefined, response as AxiosResponse);
    return new PortalHttpError({ message: "x", statusCode: 400 }, axios);
  };

  it("finds the field of a wrapping body by the path's longest tail, and a declared refusal marks it", () => {
    const message = "products.0.default_billing_code is not in the payer's tariff";
    const error = answered({ error_code: "VALIDATION_ERROR", message });
    expect(serverFormErrors(error, productConfigurationForm.form.schema)).toMatchObject({
      fields: { defaultBillingCode: { __errors: [message] } },
      paths: ["defaultBillingCode"],
      general: undefined,
    });
    expect(serverFormErrors(error, productConfigurationForm.form.schema, "Not accepted")).toMatchObject({
      fields: { defaultBillingCode: { __errors: ["Not accepted"] } },
      general: { text: message },
    });
  });

  it("reaches the fields a condition adds", () => {
    const error = answered({ message: "split_file_size_mb must be <= 2048" });
    expect(serverFormErrors(error, packageSettingsForm.form.schema).paths).toEqual(["splitFileSizeMb"]);
  });
});

describe("plain antd Form", () => {
  it("is used by the sign-in pages only (they stay light; every other input is a declared form)", () => {
    const root = join(__dirname, "../../../src");
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk(root);
    const users = files
      .filter((file) =>
        /from "antd\/es\/form"|import[^;]*\bForm\b[^;]*from "antd"/.test(readFileSync(file, "utf8")),
      )
      .map((file) => relative(root, file));
    expect(users.length).toBeGreaterThan(0);
    expect(users.filter((file) => !file.startsWith("areas/auth/"))).toEqual([]);
  });
});
