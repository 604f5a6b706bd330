/**
 * The providers service of the claims desk (000 §7 "Providers"; docs/api-contract.md "Sponsors and
 * their configuration", "Providers"; issue 20 §2): the provider's sponsors, the provider's own
 * record, a sponsor's network (by name at once; the whole network through a polled job of the
 * jobs table, 202 with Location and Retry-After) and what a transaction type covers for a
 * provider and sponsor. Claims-desk users only; `{provider}` is the caller's provider.
 */
import { and, asc, count, eq, ilike } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../../db/client";
import {
  provider_branches,
  provider_transaction_coverage_types,
  providers,
  sponsor_network_providers,
  sponsors,
} from "../../db/schema";
import { requireClaimsDeskUser } from "../../lib/access";
import type { AppDeps, AppEnv } from "../../lib/context";
import { notFound, validationError } from "../../lib/errors";
import { acceptJob, pollJob, createJob, retryAfterWhileRunning } from "../../lib/jobs";
import { readPage, type Paging } from "../../lib/paging";
import { escapeLike, QueryReader } from "../../lib/query";
import { defineServiceModule } from "../service-modules";
import { providerId, seedProviderNetworks, TRANSACTION_TYPES } from "./provider-networks";

/** Kind of the jobs table's rows for a whole-network read. */
export const NETWORK_JOB_KIND = "sponsor-network";

async function requireSponsor(deps: AppDeps, slug: string): Promise<void> {
  const [row] = await deps.handle.db
    .select({ slug: sponsors.slug })
    .from(sponsors)
    .where(eq(sponsors.slug, slug));
  if (!row) throw notFound();
}

/** A page of a sponsor's network, by name (`name` a case-insensitive part of it). */
function networkPage(db: Db, sponsor: string, name: string | undefined, paging: Paging) {
  const where = and(
    eq(sponsor_network_providers.sponsor_slug, sponsor),
    name ? ilike(sponsor_network_providers.name, `%${escapeLike(name)}%`) : undefined,
  );
  return readPage(
    paging,
    db
      .select({
        slug: sponsor_network_providers.provider_slug,
        name: sponsor_network_providers.name,
        legal_name: sponsor_network_providers.legal_name,
      })
      .from(sponsor_network_providers)
      .where(where)
      .orderBy(asc(sponsor_network_providers.name), asc(sponsor_network_providers.provider_slug))
      .$dynamic(),
    db.select({ total: count() }).from(sponsor_network_providers).where(where),
  );
}

/** Routes under /providers. */
export function providerRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = deps.handle.db;

  routes.get("/v1/providers/:provider/sponsors", async (c) => {
    const provider = c.req.param("provider");
    requireClaimsDeskUser(c, provider);
    const rows = await db
      .select({
        slug: sponsors.slug,
        name: sponsors.name,
        country_code: sponsors.country_code,
        category: sponsors.category,
      })
      .from(sponsor_network_providers)
      .innerJoin(sponsors, eq(sponsors.slug, sponsor_network_providers.sponsor_slug))
      .where(eq(sponsor_network_providers.provider_slug, provider))
      .orderBy(asc(sponsors.name));
    return c.json(rows);
  });

  routes.get("/v2/providers", async (c) => {
    const user = requireClaimsDeskUser(c);
    const q = new QueryReader(c);
    const slug = q.text("slug", 80);
    if (slug === undefined) throw validationError("slug is required");
    const paging = q.paging();
    const [own] = await db.select().from(providers).where(eq(providers.slug, slug));
    const branches =
      own && own.slug === user.provider_slug
        ? await db
            .select({ id: provider_branches.id, name: provider_branches.name })
            .from(provider_branches)
            .where(eq(provider_branches.provider_slug, slug))
            .orderBy(asc(provider_branches.id))
        : [];
    const [network] = own
      ? []
      : await db
          .select()
          .from(sponsor_network_providers)
          .where(eq(sponsor_network_providers.provider_slug, slug))
          .limit(1);
    const found = own ?? (network ? { ...network, slug: network.provider_slug } : undefined);
    const content = found
      ? [
          {
            id: providerId(found.slug),
            slug: found.slug,
            name: found.name,
            legal_name: found.legal_name,
            country_code: found.country_code,
            branches,
          },
        ]
      : [];
    const start = paging.page * paging.size;
    return c.json({
      content: content.slice(start, start + paging.size),
      total_elements: content.length,
      total_pages: Math.ceil(content.length / paging.size),
      number: paging.page,
      size: paging.size,
    });
  });

  routes.get("/v1/sponsors/:slug/providers", async (c) => {
    const user = requireClaimsDeskUser(c);
    const sponsor = c.req.param("slug");
    const q = new QueryReader(c);
    const name = q.text("name", 120);
    const paging = q.paging();
    await requireSponsor(deps, sponsor);
    if (name !== undefined) return c.json(await networkPage(db, sponsor, name, paging));
    const job = await createJob(deps, {
      kind: NETWORK_JOB_KIND,
      provider: user.provider_slug,
      userId: user.id,
      subject: sponsor,
      input: { sponsor, page: paging.page, size: paging.size },
    });
    return acceptJob(c, `${deps.config.apiBase}/providers/v1/sponsors/${sponsor}/providers/jobs/${job.id}`, {
      id: job.id,
      status: "IN_PROGRESS",
    });
  });

  routes.get("/v1/sponsors/:slug/providers/jobs/:job", async (c) => {
    const user = requireClaimsDeskUser(c);
    const sponsor = c.req.param("slug");
    const job = await pollJob(
      deps,
      c.req.param("job"),
      NETWORK_JOB_KIND,
      user.provider_slug,
      async (tx, row) => {
        const input = row.input as { sponsor: string; page: number; size: number };
        const page = await networkPage(tx, input.sponsor, undefined, input);
        return { status: "COMPLETED", processed: page.total_elements, failed: 0, result: page };
      },
    );
    if (job.subject !== sponsor) throw notFound();
    const status = job.status === "STARTED" ? "IN_PROGRESS" : job.status;
    retryAfterWhileRunning(c, status);
    const page = (job.result as Record<string, unknown> | null) ?? {};
    return c.json({ status, ...page });
  });

  routes.get("/v1/providers/:provider/sponsor/:sponsor/transaction-coverage-type/:type", async (c) => {
    const provider = c.req.param("provider");
    requireClaimsDeskUser(c, provider);
    const sponsor = c.req.param("sponsor");
    const type = c.req.param("type");
    if (!(TRANSACTION_TYPES as readonly string[]).includes(type)) {
      throw validationError(`transaction_type must be one of ${TRANSACTION_TYPES.join(", ")}`);
    }
    await requireSponsor(deps, sponsor);
    const [row] = await db
      .select()
      .from(provider_transaction_coverage_types)
      .where(
        and(
          eq(provider_transaction_coverage_types.provider_slug, provider),
          eq(provider_transaction_coverage_types.sponsor_slug, sponsor),
          eq(provider_transaction_coverage_types.transaction_type, type),
        ),
      );
    if (!row) throw notFound();
    return c.json(row);
  });

  return routes;
}

/** The providers service (found by sandbox/routes/service-modules.ts) with its networks' rows. */
export const service = defineServiceModule({
  mount: "/providers",
  routes: providerRoutes,
  seed: seedProviderNetworks,
});
