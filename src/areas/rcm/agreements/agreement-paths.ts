/**
 * The configuration page of one agreement (001 §2 "agreements/configuration"): the agreement is
 * named in the query, `?agreementCode=<code>`, so the page survives a reload and a shared link. An
 * agreement code is not patient data (DESIGN.md §5).
 */
export const AGREEMENT_CONFIGURATION_ROUTE = "/rcm/agreements/configuration";

/** The configuration page of the agreement `code`. */
export function agreementConfigurationPath(code: string): string {
  return `${AGREEMENT_CONFIGURATION_ROUTE}?${new URLSearchParams({ agreementCode: code }).toString()}`;
}

/** The audit rules page of an agreement (001 §2 "agreements/audit-rule"), named as its configuration is. */
export const AUDIT_RULES_ROUTE = "/rcm/agreements/audit-rule";

/** The audit rules page of the agreement `code`. */
export function auditRulesPath(code: string): string {
  return `${AUDIT_RULES_ROUTE}?${new URLSearchParams({ agreementCode: code }).toString()}`;
}

/**
 * The package configuration of an agreement (001 §2 "agreements/configuration/packages"), named by
 * `?agreementCode=` as its configuration is.
 */
export const AGREEMENT_PACKAGES_ROUTE = "/rcm/agreements/configuration/packages";

/** The package configuration page of the agreement `code`. */
export function agreementPackagesPath(code: string): string {
  return `${AGREEMENT_PACKAGES_ROUTE}?${new URLSearchParams({ agreementCode: code }).toString()}`;
}

/**
 * The same package configuration reached from pre-settlements (001 §2
 * "pre-settlements/package-configuration"): an agreement picker, then the agreement's packages.
 */
export const PRE_SETTLEMENT_PACKAGES_ROUTE = "/rcm/pre-settlements/package-configuration";

/**
 * The supports configuration of an agreement (001 §2 "agreements/supports-configuration"), named by
 * `?agreementCode=` as its configuration is (an agreement picker without it).
 */
export const SUPPORTS_CONFIGURATION_ROUTE = "/rcm/agreements/supports-configuration";

/** The supports configuration page of the agreement `code`. */
export function supportsConfigurationPath(code: string): string {
  return `${SUPPORTS_CONFIGURATION_ROUTE}?${new URLSearchParams({ agreementCode: code }).toString()}`;
}
