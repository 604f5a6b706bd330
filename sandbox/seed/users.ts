/**
 * Demo users: one per kind of `sandbox/seed/demo-users.json` (usernames and password come from that
 * file), with the attributes of the token answer (000 §3 "Auth session", §6 roles).
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { DbHandle } from "../db/client";
import { hashPassword } from "../lib/passwords";
import { insertRows, type SeedRow } from "./insert";
import { createRng, SEED } from "./prng";

/** One entry of demo-users.json. */
export interface DemoUser {
  kind: string;
  username: string;
  password: string;
}

/** Reads `sandbox/seed/demo-users.json`. */
export function readDemoUsers(): DemoUser[] {
  const file = join(dirname(fileURLToPath(import.meta.url)), "demo-users.json");
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!Array.isArray(parsed)) throw new Error("demo-users.json must hold an array");
  return parsed.map((entry: Partial<DemoUser>) => {
    if (!entry.kind || !entry.username || !entry.password) {
      throw new Error("demo-users.json entries need kind, username and password");
    }
    return { kind: entry.kind, username: entry.username, password: entry.password };
  });
}

/** Terms the terms-required user must accept. */
export const TERMS_SLUG = "provider-terms-2026";

interface Profile {
  name: string;
  provider: "clinica-central-do" | "clinica-andina-co" | "hospital-sao-lucas-br";
  branded_role?: string;
  rcm_role?: string;
  without_claims?: boolean;
  /**
   * The token's `sponsor_text_overrides`: the Mexican insurer variant of the v2 area (Folios, issue
   * 10 §3) and mx-gnp's text overrides in the claims desk (000 §3).
   */
  folios?: boolean;
  tfa?: string[];
  phone?: string;
  rotation?: boolean;
  terms?: boolean;
}

const PROFILES: Record<string, Profile> = {
  administrator: { name: "Altagracia Peña", provider: "clinica-central-do", branded_role: "ADMINISTRATOR" },
  authorizer: { name: "Ramón Almonte", provider: "clinica-central-do", branded_role: "AUTHORIZER" },
  // An authorizer whose token carries the sponsor-text extension: mx-gnp's texts (000 §3).
  "authorizer-gnp": {
    name: "Mariana Gutiérrez Ochoa",
    provider: "clinica-central-do",
    branded_role: "AUTHORIZER",
    folios: true,
  },
  "settlement-submitter": {
    name: "Yokasta Rosario",
    provider: "clinica-central-do",
    branded_role: "SETTLEMENT_SUBMITTER",
  },
  provider: { name: "Luis Tavárez", provider: "clinica-central-do" },
  "rcm-editor": { name: "Editor Demo", provider: "clinica-andina-co", rcm_role: "EDITOR" },
  "rcm-editor-with-audit": {
    name: "Diana Marcela Rojas",
    provider: "clinica-andina-co",
    rcm_role: "EDITOR_WITH_AUDIT",
  },
  "rcm-viewer": { name: "Julián Vargas", provider: "clinica-andina-co", rcm_role: "VIEWER" },
  "rcm-internal-auditor": {
    name: "Gloria Inés Osorio",
    provider: "clinica-andina-co",
    rcm_role: "INTERNAL_AUDITOR",
  },
  "rcm-external-auditor": {
    name: "Mauricio Giraldo",
    provider: "clinica-andina-co",
    rcm_role: "EXTERNAL_AUDITOR",
  },
  "rcm-admin": { name: "Claudia Patricia Londoño", provider: "clinica-andina-co", rcm_role: "ADMIN" },
  "rcm-consultant": { name: "Consultor Demo", provider: "hospital-sao-lucas-br", rcm_role: "CONSULTANT" },
  // The Brazil dispatch panel's credentials need MODIFY_PRE_SETTLEMENTS (issue 9 §2): a Brazilian editor.
  "rcm-editor-br": { name: "Ana Paula Ferreira", provider: "hospital-sao-lucas-br", rcm_role: "EDITOR" },
  "denials-viewer": { name: "Óscar Cárdenas", provider: "clinica-andina-co", rcm_role: "DENIALS_VIEWER" },
  "denials-editor": { name: "Leidy Johana Muñoz", provider: "clinica-andina-co", rcm_role: "DENIALS_EDITOR" },
  "denials-admin": { name: "Hernán Valencia", provider: "clinica-andina-co", rcm_role: "DENIALS_ADMIN" },
  "without-claims": { name: "Milagros Santana", provider: "clinica-central-do", without_claims: true },
  "without-claims-folios": {
    name: "Guadalupe Hernández",
    provider: "clinica-central-do",
    without_claims: true,
    folios: true,
  },
  "tfa-email": { name: "Rafael Guzmán", provider: "clinica-central-do", tfa: ["EMAIL_VERIFICATION"] },
  "tfa-sms": {
    name: "Carmen Batista",
    provider: "clinica-central-do",
    tfa: ["SMS_VERIFICATION"],
    phone: "+18095550101",
  },
  "password-rotation": { name: "Félix Polanco", provider: "clinica-central-do", rotation: true },
  "terms-required": { name: "Rosanna Familia", provider: "clinica-central-do", terms: true },
  "unknown-role": { name: "Héctor Mejía", provider: "clinica-central-do", branded_role: "AUDITOR" },
};

const PROVIDER_SETTINGS = {
  "clinica-central-do": { branch: 11, locale: "es-DO" },
  "clinica-andina-co": { branch: 21, locale: "es" },
  "hospital-sao-lucas-br": { branch: 31, locale: "pt" },
} as const;

/** Stable id of the demo user at a position of demo-users.json (the token answer's user_id). */
export function demoUserId(index: number): string {
  return `u-${1001 + index}`;
}

/** Inserts the demo users and the per-user RCM restriction of rcm-editor. */
export async function seedUsers(handle: DbHandle): Promise<void> {
  const rng = createRng(SEED + 1);
  const demo = readDemoUsers();
  const salts = demo.map(() => Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255))));
  const hashes = await Promise.all(demo.map((u, i) => hashPassword(u.password, salts[i])));
  const rows: SeedRow[] = demo.map((user, index) => {
    const profile = PROFILES[user.kind];
    if (!profile) throw new Error(`demo-users.json: unknown kind ${user.kind}`);
    const settings = PROVIDER_SETTINGS[profile.provider];
    const username = user.username.toLowerCase();
    return {
      id: demoUserId(index),
      username,
      email: username,
      name: profile.name,
      kind: user.kind,
      password_hash: hashes[index],
      provider_slug: profile.provider,
      provider_branch_id: settings.branch,
      locale: settings.locale,
      phone: profile.phone ?? null,
      is_branded_user: profile.branded_role !== undefined,
      branded_role: profile.branded_role ?? null,
      is_rcm_user: profile.rcm_role !== undefined,
      rcm_user_roles: profile.rcm_role ? [profile.rcm_role] : [],
      is_user_without_claims: profile.without_claims ?? false,
      tfa_required: (profile.tfa ?? []).length > 0,
      tfa_methods: profile.tfa ?? [],
      tfa_failed_attempts: 0,
      password_rotation_required: profile.rotation ?? false,
      terms_acceptance_required: profile.terms ?? false,
      terms_slug: TERMS_SLUG,
      sponsor_text_overrides: profile.folios ?? false,
    };
  });
  await insertRows(handle, "users", rows);
  const editorIndex = demo.findIndex((u) => u.kind === "rcm-editor");
  if (editorIndex >= 0) {
    await insertRows(handle, "account_event_restrictions", [
      { user_id: demoUserId(editorIndex), restricted_event: "ASSIGN_RESPONSIBLE" },
    ]);
  }
}
