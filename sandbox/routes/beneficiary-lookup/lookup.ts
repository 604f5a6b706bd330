/**
 * The beneficiary lookup (000 §4 "Beneficiary search", §7 "Beneficiary lookup (client token as
 * bearer)"; docs/api-contract.md "Beneficiary lookup"; issue 20 §2): a sponsor's search forms, and
 * the search, answered 202 as a row of the jobs table with `Retry-After: 0` and finished by its
 * first poll (the sponsor's answer is ready at once; the poll is kept because a real sponsor
 * answers later). The results are the families of the beneficiaries found (holder and dependents).
 * A document number starting `000` stands for the sponsor's service failing: the poll answers ERROR.
 * Only the client token (a `client_credentials` token) may call; a user's token is refused 401.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../../db/client";
import {
  beneficiaries,
  beneficiary_lookup_forms,
  jobs,
  sponsor_network_providers,
  sponsors,
  type LocalizedText,
  type LookupFormField,
} from "../../db/schema";
import { requireClient } from "../../lib/auth";
import { beneficiaryResult, familiesOf } from "../../lib/beneficiaries";
import type { AppDeps, AppEnv } from "../../lib/context";
import { notFound, validationError } from "../../lib/errors";
import { acceptJob, pollJob, type JobOutcome } from "../../lib/jobs";
import { createJob } from "../../lib/jobs";
import type { Lang } from "../../lib/messages";
import { escapeLike } from "../../lib/query";
import { readBody } from "../../lib/validate";
import { defineServiceModule } from "../service-modules";
import { DOCUMENT_FORM, MEMBER_CODE_FORM, NAME_FORM, seedLookupForms } from "./lookup-forms";

/** Kind of the jobs table's rows for a search. */
export const SEARCH_JOB_KIND = "beneficiary-search";

/** At most this many beneficiaries found by one search (their families are answered whole). */
const MAX_FOUND = 50;

/** The search body (camelCase, 000 §7 "body formSlug, providerSlug, inputs"). */
export const searchBody = {
  type: "object",
  additionalProperties: false,
  required: ["formSlug", "providerSlug", "inputs"],
  properties: {
    formSlug: { type: "string", minLength: 1, maxLength: 80 },
    providerSlug: { type: "string", minLength: 1, maxLength: 80 },
    inputs: { type: "object", additionalProperties: { type: "string", maxLength: 200 } },
  },
} as const;

interface SearchBody {
  formSlug: string;
  providerSlug: string;
  inputs: Record<string, string>;
}

/** What a search job keeps (ids and what was typed, never logged). */
interface SearchInput {
  sponsor: string;
  form: string;
  inputs: Record<string, string>;
  client_id: string;
}

const SEARCH_FAILED: LocalizedText = {
  es: "El servicio de búsqueda de la aseguradora falló; intente de nuevo",
  en: "The sponsor's search service failed; try again",
  pt: "O serviço de busca da operadora falhou; tente novamente",
};

function pick(text: LocalizedText, lang: Lang): string {
  return text[lang === "es-DO" ? "es" : lang];
}

/** Checks the inputs against the form's fields and returns them trimmed. @throws 400 naming `inputs.<slug>`. */
function checkInputs(
  fields: readonly LookupFormField[],
  inputs: Record<string, string>,
): Record<string, string> {
  const known = new Set(fields.map((f) => f.slug));
  const extra = Object.keys(inputs).find((key) => !known.has(key));
  if (extra !== undefined) throw validationError(`inputs.${extra} is not an allowed field`);
  const checked: Record<string, string> = {};
  for (const field of fields) {
    const value = (inputs[field.slug] ?? "").trim();
    const name = `inputs.${field.slug}`;
    if (value === "") {
      if (field.required) throw validationError(`${name} is required`);
      continue;
    }
    if (field.max_length !== undefined && value.length > field.max_length)
      throw validationError(`${name} is longer than ${field.max_length} characters`);
    if (field.pattern !== undefined && !new RegExp(field.pattern).test(value))
      throw validationError(`${name} must match pattern "${field.pattern}"`);
    if (field.type === "select" && !(field.options ?? []).some((o) => o.value === value))
      throw validationError(`${name}: unknown value ${value}`);
    if (field.type === "date") {
      const parsed = new Date(`${value}T00:00:00Z`);
      if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value)
        throw validationError(`${name} must be a date YYYY-MM-DD`);
    }
    checked[field.slug] = value;
  }
  return checked;
}

/** A document number as stored: upper case; a Dominican cédula typed as 11 digits gets its dashes. */
function normalizeDocument(value: string): string {
  const upper = value.toUpperCase();
  const digits = /^(\d{3})(\d{7})(\d)$/.exec(upper);
  return digits ? `${digits[1]}-${digits[2]}-${digits[3]}` : upper;
}

/** The ids of the beneficiaries a form's inputs find (at most {@link MAX_FOUND}). */
async function find(db: Db, input: SearchInput): Promise<number[]> {
  const { sponsor, form, inputs } = input;
  const bySponsor = eq(beneficiaries.sponsor_slug, sponsor);
  let where;
  if (form === DOCUMENT_FORM) {
    where = and(
      bySponsor,
      eq(beneficiaries.identity_document_type, inputs.document_type),
      eq(beneficiaries.identity_document_id, normalizeDocument(inputs.document_number)),
    );
  } else if (form === MEMBER_CODE_FORM) {
    where = and(bySponsor, eq(beneficiaries.member_code, inputs.member_code.toUpperCase()));
  } else if (form === NAME_FORM) {
    const folded = (text: string) =>
      text
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "");
    where = and(
      bySponsor,
      eq(beneficiaries.date_of_birth, inputs.date_of_birth),
      sql`translate(lower(${beneficiaries.name}), 'áéíóúüñ', 'aeiouun') LIKE ${`%${escapeLike(folded(inputs.name))}%`}`,
    );
  } else {
    return [];
  }
  const rows = await db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(where)
    .orderBy(asc(beneficiaries.id))
    .limit(MAX_FOUND);
  return rows.map((row) => row.id);
}

async function requireSponsor(db: Db, slug: string): Promise<void> {
  const [row] = await db.select({ slug: sponsors.slug }).from(sponsors).where(eq(sponsors.slug, slug));
  if (!row) throw notFound();
}

/** Routes under /beneficiary-lookup. */
export function lookupRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  routes.get("/v1/sponsors/:sponsor/forms", async (c) => {
    requireClient(c);
    const sponsor = c.req.param("sponsor");
    await requireSponsor(db, sponsor);
    const lang = c.get("lang");
    const forms = await db
      .select()
      .from(beneficiary_lookup_forms)
      .where(eq(beneficiary_lookup_forms.sponsor_slug, sponsor))
      .orderBy(asc(beneficiary_lookup_forms.position));
    return c.json(
      forms.map((form) => ({
        slug: form.slug,
        name: pick(form.name, lang),
        fields: form.fields.map(({ label, options, ...field }) => ({
          ...field,
          label: pick(label, lang),
          ...(options
            ? { options: options.map((o) => ({ value: o.value, label: pick(o.label, lang) })) }
            : {}),
        })),
      })),
    );
  });

  routes.post("/v1/sponsors/:sponsor/search", async (c) => {
    const client = requireClient(c);
    const sponsor = c.req.param("sponsor");
    await requireSponsor(db, sponsor);
    const body = await readBody<SearchBody>(c, searchBody);
    const [form] = await db
      .select()
      .from(beneficiary_lookup_forms)
      .where(
        and(
          eq(beneficiary_lookup_forms.sponsor_slug, sponsor),
          eq(beneficiary_lookup_forms.slug, body.formSlug),
        ),
      );
    if (!form) throw validationError(`formSlug: unknown value ${body.formSlug}`);
    const [member] = await db
      .select({ slug: sponsor_network_providers.provider_slug })
      .from(sponsor_network_providers)
      .where(
        and(
          eq(sponsor_network_providers.sponsor_slug, sponsor),
          eq(sponsor_network_providers.provider_slug, body.providerSlug),
        ),
      );
    if (!member) throw validationError(`providerSlug: unknown value ${body.providerSlug}`);
    const input: SearchInput = {
      sponsor,
      form: form.slug,
      inputs: checkInputs(form.fields, body.inputs),
      client_id: client.client_id,
    };
    const job = await createJob(deps, {
      kind: SEARCH_JOB_KIND,
      provider: body.providerSlug,
      userId: null,
      subject: sponsor,
      input: { ...input },
      steps: 1,
    });
    const answer = acceptJob(c, `${deps.config.apiBase}/beneficiary-lookup/v1/searches/${job.id}`, {
      id: job.id,
      status: "IN_PROGRESS",
    });
    // The sponsor's answer is ready at the first poll: poll at once (contract: Retry-After: 0).
    answer.headers.set("retry-after", "0");
    return answer;
  });

  routes.get("/v1/searches/:id", async (c) => {
    const client = requireClient(c);
    const id = c.req.param("id");
    const [row] = await db
      .select({ provider: jobs.provider_slug, input: jobs.input })
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.kind, SEARCH_JOB_KIND)));
    if (!row || (row.input as Partial<SearchInput>).client_id !== client.client_id) throw notFound();
    const lang = c.get("lang");
    const job = await pollJob(
      deps,
      id,
      SEARCH_JOB_KIND,
      row.provider,
      async (tx, current): Promise<JobOutcome> => {
        const input = current.input as unknown as SearchInput;
        if (input.form === DOCUMENT_FORM && input.inputs.document_number.startsWith("000")) {
          return {
            status: "ERROR",
            processed: 0,
            failed: 1,
            error_code: "SEARCH_FAILED",
            message: pick(SEARCH_FAILED, lang),
          };
        }
        const family = await familiesOf(tx, await find(tx, input));
        return {
          status: "COMPLETED",
          processed: family.length,
          failed: 0,
          result: family.map((b) => beneficiaryResult(b, deps.now())),
        };
      },
    );
    const status = job.status === "STARTED" ? "IN_PROGRESS" : job.status;
    if (status === "IN_PROGRESS") c.header("retry-after", "0");
    return c.json({
      id: job.id,
      status,
      ...(job.message ? { message: job.message } : {}),
      results: status === "COMPLETED" ? ((job.result as unknown[] | null) ?? []) : [],
    });
  });

  return routes;
}

/** The beneficiary lookup service (found by sandbox/routes/service-modules.ts) with its forms. */
export const service = defineServiceModule({
  mount: "/beneficiary-lookup",
  routes: lookupRoutes,
  seed: seedLookupForms,
});
