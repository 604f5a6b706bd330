/**
 * The declared forms' validators, compiled when the portal is built (issue 18 §5; issue 8 §1;
 * docs/decisions.md "Forms", "Validation under the Content Security Policy"). ajv compiles a schema
 * into a function with `new Function`, which the portal's Content Security Policy
 * (`script-src 'self'`, no `unsafe-eval`) forbids in the browser. This Vite plugin therefore serves
 * the module `virtual:form-validators`: ajv's standalone code (through `@rjsf/validator-ajv8`'s
 * `compileSchemaValidatorsCode`, RJSF's ajv options) of every form a declaration of `resources/`
 * carries and of every standalone form (`schemas/forms/index.ts` `FORMS`), by name. Nothing is
 * written to disk nor listed by hand: the lists are `RESOURCES` and `FORMS` themselves, read
 * through Vite's module runner when the module is first loaded (build, dev server,
 * Vitest); in development a change to a declaration or a schema recompiles it.
 *
 * Used by vite.config.ts and vitest.config.ts; read by `./index.ts` (`precompiledValidatorOf`),
 * which the lazy form chunk imports, so the validators load with the forms and never on `/login`.
 */
import { resolve } from "node:path";
import type { RJSFSchema } from "@rjsf/utils";
import { compileSchemaValidatorsCode } from "@rjsf/validator-ajv8/compileSchemaValidators";
import { runnerImport, type Plugin } from "vite";
import type { ResourceDeclaration } from "../../../../resources/define-resource";
import type { DeclaredForm as StandaloneForm } from "../../../../schemas/forms/form-declaration";
// `.js`: the config loaders want an extension; TypeScript maps it to the `.ts` file.
import { AJV_OPTIONS } from "../../../../schemas/forms/validation-options.js";

/** The module the portal imports. */
export const FORM_VALIDATORS_ID = "virtual:form-validators";
const RESOLVED_ID = `\0${FORM_VALIDATORS_ID}`;

/** A declared form to compile: the declaration's name and its form's schema. */
export interface DeclaredForm {
  name: string;
  schema: RJSFSchema;
}

/**
 * The CommonJS helpers ajv's standalone code may require (its runtime and ajv-formats' formats):
 * pre-bundled by the dev server up front, so a first form does not trigger a re-optimisation.
 */
const AJV_RUNTIME = [
  "ajv/dist/runtime/ucs2length.js",
  "ajv/dist/runtime/equal.js",
  "ajv/dist/runtime/uri.js",
  "ajv/dist/runtime/validation_error.js",
  "ajv-formats/dist/formats.js",
];

/**
 * The forms to compile: those the declarations carry (`RESOURCES` entries with a `form`), then the
 * standalone ones (`FORMS`), in declaration order.
 * @throws Error when two share a name (their validators would be one entry).
 */
export function declaredForms(
  resources: readonly ResourceDeclaration[],
  standalone: readonly StandaloneForm[] = [],
): DeclaredForm[] {
  const forms = [...resources, ...standalone].flatMap((declaration) =>
    declaration.form
      ? [{ name: declaration.name, schema: declaration.form.schema as unknown as RJSFSchema }]
      : [],
  );
  const names = forms.map((form) => form.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) throw new Error(`Two declared forms are named "${twice}"`);
  return forms;
}

/**
 * ajv's standalone CommonJS code of one schema. A warning is an error: with RJSF's `strict: false`
 * ajv would only warn about, and then ignore, a format it does not know (the portal's own formats,
 * `schemas/forms/formats.ts`, are not compiled in), and the compiled validator would accept what
 * the run-time one refuses.
 */
function standaloneCode(form: DeclaredForm): string {
  const fail = (...args: unknown[]) => {
    throw new Error(`Form "${form.name}": ${args.map(String).join(" ")}`);
  };
  return compileSchemaValidatorsCode(form.schema, {
    ajvOptionsOverrides: { ...AJV_OPTIONS, logger: { log: () => undefined, warn: fail, error: fail } },
  });
}

/**
 * The ES module of the declared forms' validators: `export default { [resource name]: { [schema
 * id]: validate } }`, the functions RJSF's `createPrecompiledValidator` takes. Each form's code
 * runs in its own function (ajv names its functions the same in every form); every
 * `require("x").name` becomes an import of `x` shared by all forms (Vite bundles ajv's helpers).
 * Refused if anything would compile code at run time (`new Function`, `eval`) or is left a
 * `require`.
 */
export function validatorsModule(forms: readonly DeclaredForm[]): string {
  const imports = new Map<string, string>();
  const bodies = forms.map((form, index) => {
    let code = standaloneCode(form).replace(/^"use strict";\n?/, "");
    // `require("x").name`: a named import (`default`: the default import), as Vite's CommonJS
    // interop gives them; a bare `require` would be a new kind of output, refused below.
    code = code.replace(/require\("([^"]+)"\)\.(\w+)/g, (_match, path: string, name: string) => {
      const key = `${path}#${name}`;
      if (!imports.has(key)) imports.set(key, `runtime${imports.size}`);
      return imports.get(key) as string;
    });
    const exported: string[] = [];
    code = code.replace(/^exports\[("[^"]+")\] = (\w+);$/gm, (_match, key: string, fn: string) => {
      exported.push(`${key}: ${fn}`);
      return "";
    });
    if (code.includes("require("))
      throw new Error(`Form "${form.name}": ajv's standalone code has a require() not followed by a name`);
    if (/\bnew Function\b|\beval\(/.test(code))
      throw new Error(`Form "${form.name}": the compiled validator would compile code at run time`);
    return `/** ${form.name} */\nfunction form${index}() {\n${code.trim()}\nreturn { ${exported.join(", ")} };\n}`;
  });
  return [
    "// Generated by src/components/resource-form/precompiled/vite-plugin.ts from the declarations' forms.",
    ...[...imports].map(
      ([key, local]) => `import * as ${local}Module from ${JSON.stringify(`${key.split("#")[0]}.js`)};`,
    ),
    "// CommonJS interop differs between Vite's bundle and Node: the name is on the module or on its default.",
    "const pick = (module, name) => {",
    "  const direct = module[name];",
    '  if (name === "default") return typeof direct === "function" ? direct : (direct?.default ?? direct);',
    "  return direct ?? module.default?.[name];",
    "};",
    ...[...imports].map(
      ([key, local]) => `const ${local} = pick(${local}Module, ${JSON.stringify(key.split("#")[1])});`,
    ),
    ...bodies,
    `export default {\n${forms.map((form, index) => `  ${JSON.stringify(form.name)}: form${index}(),`).join("\n")}\n};`,
    "",
  ].join("\n");
}

/** The module of the declarations under `root`, and the files it was read from (to watch). */
async function compileDeclared(root: string): Promise<{ code: string; files: string[] }> {
  const entry = resolve(root, "resources/index.ts");
  const formsEntry = resolve(root, "schemas/forms/index.ts");
  const options = { root, logLevel: "error" } as const;
  const [resources, standalone] = await Promise.all([
    runnerImport<{ RESOURCES: readonly ResourceDeclaration[] }>(entry, options),
    runnerImport<{ FORMS: readonly StandaloneForm[] }>(formsEntry, options),
  ]);
  return {
    code: validatorsModule(declaredForms(resources.module.RESOURCES, standalone.module.FORMS)),
    files: [entry, formsEntry, ...resources.dependencies, ...standalone.dependencies],
  };
}

/** The Vite plugin serving `virtual:form-validators` (vite.config.ts, vitest.config.ts). */
export function formValidators(): Plugin {
  let root = process.cwd();
  let compiled: Promise<{ code: string; files: string[] }> | undefined;
  let watched = new Set<string>();
  return {
    name: "portal:form-validators",
    config: () => ({ optimizeDeps: { include: AJV_RUNTIME } }),
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === FORM_VALIDATORS_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      compiled ??= compileDeclared(root);
      const { code, files } = await compiled.catch((error: unknown) => {
        compiled = undefined;
        throw error;
      });
      watched = new Set(files);
      // In development the module depends on these files: a change recompiles it (`watchChange`).
      for (const file of files) this.addWatchFile(file);
      return code;
    },
    watchChange(id) {
      if (watched.has(id)) compiled = undefined;
    },
  };
}
