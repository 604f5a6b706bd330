/**
 * The sponsor's template files (sandbox/routes/arc/v2-authorizations.ts):
 * `GET /arc/v2/authorizations/static/sponsor/{sponsor}/coverage/{coverageTypes}/files` and
 * `…/static/sponsor/{sponsor}/template/file/{id}` (binary).
 */
import { contentDisposition } from "@tinyhttp/content-disposition";
import type { Hono } from "hono";
import type { AppEnv } from "../../../lib/context";
import { notFound, validationError } from "../../../lib/errors";
import { SPONSOR_TEMPLATES } from "../../../seed/v2-templates";
import { tinyPdf } from "../../../seed/documents";
import { requireV2User } from "./shared";

/** Registers the template routes on `routes` (under /arc). */
export function registerTemplateRoutes(routes: Hono<AppEnv>): void {
  routes.get("/v2/authorizations/static/sponsor/:sponsor/coverage/:coverageTypes/files", (c) => {
    requireV2User(c);
    const sponsor = c.req.param("sponsor");
    const coverages = c.req
      .param("coverageTypes")
      .split(",")
      .map((v) => v.trim().toUpperCase())
      .filter((v) => v !== "");
    if (coverages.length === 0 || coverages.length > 20)
      throw validationError("coverageTypes: 1 to 20 values");
    // HOSPITAL_CARE and HOSPITALIZATION are one coverage (000 §4).
    const wanted = new Set(coverages.map((v) => (v === "HOSPITAL_CARE" ? "HOSPITALIZATION" : v)));
    return c.json(
      SPONSOR_TEMPLATES.filter(
        (t) => t.sponsor_slug === sponsor && (t.coverage_type === null || wanted.has(t.coverage_type)),
      ).map((t) => ({
        id: t.id,
        sponsor_slug: t.sponsor_slug,
        coverage_type: t.coverage_type,
        file_name: t.file_name,
        title: t.title,
        content_type: "application/pdf",
        size_bytes: tinyPdf(t.title).length,
      })),
    );
  });

  routes.get("/v2/authorizations/static/sponsor/:sponsor/template/file/:id", (c) => {
    requireV2User(c);
    const template = SPONSOR_TEMPLATES.find(
      (t) => t.sponsor_slug === c.req.param("sponsor") && t.id === c.req.param("id").toLowerCase(),
    );
    if (!template) throw notFound();
    const bytes = tinyPdf(template.title);
    return new Response(new Uint8Array(bytes), {
      headers: {
        "content-type": "application/pdf",
        "content-length": String(bytes.length),
        "content-disposition": contentDisposition(template.file_name),
      },
    });
  });
}
