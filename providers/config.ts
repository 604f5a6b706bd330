import type { FeatureFlag } from "../schemas/access";
import type { ServiceName } from "./data/types";

/** Theme names (001 §9: three themes). `branded` is the default variant theme (000 §1). */
export const THEMES = ["branded", "neutral", "dark"] as const;
export type ThemeName = (typeof THEMES)[number];

/** A currency of a country (001 §9). */
export interface Currency {
  /** ISO 4217 code, e.g. "COP". */
  code: string;
  /** Symbol shown before the amount, e.g. "$" or "R$". */
  symbol: string;
}

/**
 * Runtime configuration, fetched from `/config.json` before the app renders (DESIGN.md §5), so that
 * one build serves every environment.
 */
export interface RuntimeConfig {
  /** Base of every API call, e.g. "/api" (same origin) or "https://api.example.com". */
  apiBaseUrl: string;
  /** OAuth client of the portal, sent as client basic authentication on the token call (000 §7). */
  oauthClient: { clientId: string; clientSecret: string };
  /**
   * True when the backend offers token revocation (RFC 7009 `POST /v1/oauth/revoke` with client basic
   * authentication; an addition to the contract, docs/api-contract.md "Token revocation"). Sign-out
   * and the idle sign-out then revoke the session's refresh token on the server. Absent or false
   * for a backend without it (the reference API offers it).
   */
  oauthRevocation?: boolean;
  theme: ThemeName;
  /** Configured locale (000 §1: default es-DO). */
  defaultLocale: string;
  features: Record<FeatureFlag, boolean>;
  /** The biometric setting: verification is skipped unless it is the string "true" (000 §4). */
  biometricValidation: string;
  /**
   * The clinic's local fingerprint device agent (000 §7 "Fingerprint device (local host)"), which
   * the browser calls directly; absent means `http://127.0.0.1:47100` (providers/fingerprint-device.ts).
   */
  deviceAgentUrl?: string;
  /** Retry on HTTP 500 (000 §7, §9): attempts after the first call, and the delay between, in ms. */
  retry: { maxAttempts: number; delayMs: number };
  /** Longest a 202 poll may run before failing, in ms. */
  pollCeilingMs: number;
  /** Minutes without activity before the session ends (DESIGN.md §5). */
  idleTimeoutMinutes: number;
  /** Seconds the idle warning is shown before sign-out. */
  idleWarningSeconds: number;
  /** Country used when the session has none (001 §9: CO). */
  defaultCountry: string;
  currencyByCountry: Record<string, Currency>;
  /**
   * ISO 4217 code of the claims desk's amounts when a row names none (000 §9 "DOP symbol $
   * (default for this area)"); absent means DOP. Its symbol is the configured one of that code.
   */
  claimsDeskCurrency?: string;
}

/**
 * Fetches and checks the runtime configuration.
 * @throws Error when the file cannot be fetched or lacks `apiBaseUrl` / `oauthClient`.
 */
export async function loadRuntimeConfig(
  url = "/config.json",
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const response = await fetchImpl(url, { cache: "no-store" });
  if (!response.ok) throw new Error(`Runtime configuration not found at ${url} (${response.status})`);
  const config = (await response.json()) as RuntimeConfig;
  if (typeof config.apiBaseUrl !== "string" || !config.oauthClient?.clientId) {
    throw new Error("Runtime configuration lacks apiBaseUrl or oauthClient");
  }
  return config;
}

/** The part of the portal an amount is shown in: the claims desk (000) or the revenue cycle (001). */
export type CurrencyArea = "claims-desk" | "rcm";

/** The claims desk's currency when the configuration names none (000 §9). */
export const CLAIMS_DESK_DEFAULT_CURRENCY = "DOP";

/**
 * The area of a backend service (DESIGN.md §3 table): authorizations, claims and settlements
 * (`arc`, `settlements`) are the claims desk of 000; the others the revenue cycle of 001.
 */
export function currencyAreaOf(service: ServiceName): CurrencyArea {
  return service === "arc" || service === "settlements" ? "claims-desk" : "rcm";
}

/**
 * The currency of an ISO 4217 code: the configured currency with that code (its symbol), else the
 * code's narrow symbol as the browser knows it (`EUR` → "€"), else the code itself.
 * @param code a code such as "DOP" (case-insensitive, trimmed).
 */
export function currencyOfCode(config: Pick<RuntimeConfig, "currencyByCountry">, code: string): Currency {
  const upper = code.trim().toUpperCase();
  const configured = Object.values(config.currencyByCountry).find((currency) => currency.code === upper);
  if (configured) return configured;
  try {
    const parts = new Intl.NumberFormat("en", {
      style: "currency",
      currency: upper,
      currencyDisplay: "narrowSymbol",
    }).formatToParts(0);
    return { code: upper, symbol: parts.find((part) => part.type === "currency")?.value ?? upper };
  } catch {
    return { code: upper, symbol: upper };
  }
}

/**
 * The currency an area shows amounts in when a row names none: the claims desk's configured
 * currency (DOP by default, 000 §9); the revenue cycle's by the user's country (001 §9, {@link currencyOf}).
 */
export function areaCurrency(
  config: Pick<RuntimeConfig, "currencyByCountry" | "defaultCountry" | "claimsDeskCurrency">,
  area: CurrencyArea,
  countryCode?: string,
): Currency {
  return area === "claims-desk"
    ? currencyOfCode(config, config.claimsDeskCurrency ?? CLAIMS_DESK_DEFAULT_CURRENCY)
    : currencyOf(config, countryCode);
}

/**
 * The currency of a country, falling back to the default country's (001 §9: CO → COP).
 */
export function currencyOf(
  config: Pick<RuntimeConfig, "currencyByCountry" | "defaultCountry">,
  countryCode?: string,
): Currency {
  return (
    (countryCode && config.currencyByCountry[countryCode]) ||
    config.currencyByCountry[config.defaultCountry] || { code: "COP", symbol: "$" }
  );
}
