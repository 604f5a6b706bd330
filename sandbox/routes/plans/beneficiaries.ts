/**
 * The plans service of the claims desk (000 §7 "Plans"; docs/api-contract.md "Plans"; issue 20
 * §2): `GET /plans/v1/beneficiaries/{id}` reads a chosen beneficiary with its contact data and
 * plan, `POST` updates its email and phone (snake body, 000 §5 "valid email; phone 6 to 15
 * digits") where its sponsor allows it, else 409 DATA_UPDATE_NOT_ALLOWED. A claims-desk user's
 * call; the POST's Idempotency-Key is the app's middleware's (docs/api-contract.md "General").
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { PHONE_NUMBER_PATTERN } from "../../../schemas/requests/authorization-request";
import { beneficiaries } from "../../db/schema";
import { requireClaimsDeskUser } from "../../lib/access";
import { beneficiaryResult, beneficiaryWithSponsor, type BeneficiaryResult } from "../../lib/beneficiaries";
import type { AppDeps, AppEnv } from "../../lib/context";
import { ApiError, notFound, validationError } from "../../lib/errors";
import type { Lang } from "../../lib/messages";
import { readBody } from "../../lib/validate";
import { defineServiceModule } from "../service-modules";

/** The body of the update (snake_case, 000 §7 "update payload in snake case"). */
export const beneficiaryUpdateBody = {
  type: "object",
  additionalProperties: false,
  required: ["email", "phone"],
  properties: {
    email: { type: "string", format: "email", maxLength: 120 },
    phone: { type: "string", pattern: PHONE_NUMBER_PATTERN },
  },
} as const;

interface BeneficiaryUpdate {
  email: string;
  phone: string;
}

/** The answer of both calls: the result plus contact data, plan and whether data must be updated. */
export interface BeneficiaryPlanAnswer extends BeneficiaryResult {
  email: string | null;
  phone: string | null;
  plan: { code: string; name: string; coverage_plan: string };
  sponsor_slug: string;
  /** True when the sponsor allows updates and email or phone is missing (000 §5). */
  data_update_required: boolean;
}

const NOT_ALLOWED: Record<"es" | "en" | "pt", string> = {
  es: "La aseguradora no permite actualizar los datos del afiliado",
  en: "The sponsor does not allow updating the beneficiary's data",
  pt: "A operadora não permite atualizar os dados do beneficiário",
};

function text(texts: Record<"es" | "en" | "pt", string>, lang: Lang): string {
  return texts[lang === "es-DO" ? "es" : lang];
}

/** The `{id}` of the path. @throws 400 naming `id` when it is not a positive integer. */
function beneficiaryId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw validationError("id must be an integer");
  return Number(raw);
}

async function answerOf(deps: AppDeps, id: number): Promise<BeneficiaryPlanAnswer> {
  const found = await beneficiaryWithSponsor(deps.handle.db, id);
  if (!found) throw notFound();
  const row = found.beneficiary;
  return {
    ...beneficiaryResult(row, deps.now()),
    email: row.email,
    phone: row.phone,
    plan: { code: row.plan_code, name: row.plan_name, coverage_plan: row.coverage_plan },
    sponsor_slug: row.sponsor_slug,
    data_update_required: found.allow_update && (!row.email || !row.phone),
  };
}

/** Routes under /plans. */
export function planRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/v1/beneficiaries/:id", async (c) => {
    requireClaimsDeskUser(c);
    return c.json(await answerOf(deps, beneficiaryId(c.req.param("id"))));
  });

  routes.post("/v1/beneficiaries/:id", async (c) => {
    requireClaimsDeskUser(c);
    const id = beneficiaryId(c.req.param("id"));
    const body = await readBody<BeneficiaryUpdate>(c, beneficiaryUpdateBody);
    const found = await beneficiaryWithSponsor(deps.handle.db, id);
    if (!found) throw notFound();
    if (!found.allow_update)
      throw new ApiError(409, "DATA_UPDATE_NOT_ALLOWED", text(NOT_ALLOWED, c.get("lang")));
    await deps.handle.db
      .update(beneficiaries)
      .set({ email: body.email.trim().toLowerCase(), phone: body.phone })
      .where(eq(beneficiaries.id, id));
    return c.json(await answerOf(deps, id));
  });

  return routes;
}

/** The plans service (found by sandbox/routes/service-modules.ts); it owns no seeded rows. */
export const service = defineServiceModule({ mount: "/plans", routes: planRoutes });
