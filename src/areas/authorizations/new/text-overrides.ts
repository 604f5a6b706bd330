import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useHttp } from "../../../base/runtime-context";
import { sponsorConfigurationQuery } from "./search/sponsor-queries";

/**
 * A sponsor's own text for one of the portal's text keys (000 §3 "mx-gnp (sponsor-specific text
 * overrides, enabled by a token extension)"): the sponsor configuration's `text_overrides`, which
 * the reference API sends only to a user whose token carries the extension (empty otherwise), keyed
 * by the portal's text keys as sent (`sponsorConfigurationQuery` asks the HTTP layer to keep them:
 * `keepKeysOf`).
 * @param overrides - the configuration's `textOverrides` (undefined: not loaded).
 * @param key - the portal's text key.
 * @returns the sponsor's text, or undefined when it does not override the key.
 */
export function sponsorText(
  overrides: Readonly<Record<string, string>> | undefined,
  key: string,
): string | undefined {
  return overrides?.[key];
}

/**
 * Whether a sponsor's overrides apply in a UI language: they are written in the sponsor's own
 * Spanish (mx-gnp: "asegurado", "póliza", "folio"), so only a Spanish UI (es, es-DO, any es-*)
 * shows them; in English or Portuguese the portal's own texts stay (docs/decisions.md).
 */
export function overridesApplyIn(language: string | undefined): boolean {
  return language === "es" || (language ?? "").startsWith("es-");
}

/**
 * The new authorization's texts with the chosen sponsor's overrides (000 §3): `t(key)` unless the
 * sponsor's configuration (cached by the sponsor step) overrides the key for this user and the UI
 * is in Spanish.
 * @param sponsorSlug - the sponsor chosen (null or undefined: none yet, the portal's texts).
 */
export function useSponsorTexts(sponsorSlug: string | null | undefined): (key: string) => string {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const configuration = useQuery(sponsorConfigurationQuery(http, sponsorSlug ?? ""));
  const overrides = overridesApplyIn(i18n.resolvedLanguage ?? i18n.language)
    ? configuration.data?.textOverrides
    : undefined;
  return (key) => sponsorText(overrides, key) ?? t(key);
}
