import type { AccessRequirement } from "../schemas/access";
import accounts from "./accounts";
import aiAnalysedDocuments from "./ai-analysed-documents";
import aiConfigurations from "./ai-configurations";
import agreementMatrix from "./agreement-matrix";
import agreements from "./agreements";
import auditRules from "./audit-rules";
import authorizations from "./authorizations";
import charges from "./charges";
import glosas from "./glosas";
import preSettlements from "./pre-settlements";
import preSettlementsBr from "./pre-settlements-br";
import preSettlementsBrCredentials from "./pre-settlements-br-credentials";
import productsConfiguration from "./products-configuration";
import settlements from "./settlements";
import v2Authorizations from "./v2-authorizations";
import { requirementOfDeclaration, type ResourceDeclaration } from "./define-resource";

export * from "./define-resource";

/**
 * Every resource of the portal, in menu order (DESIGN.md §3). Adding a resource = one declaration
 * file here plus its schema (docs/adding-a-resource.md).
 */
export const RESOURCES = [
  authorizations,
  settlements,
  accounts,
  charges,
  glosas,
  preSettlements,
  agreements,
  auditRules,
  agreementMatrix,
  productsConfiguration,
  preSettlementsBr,
  preSettlementsBrCredentials,
  aiAnalysedDocuments,
  aiConfigurations,
  v2Authorizations,
] as const satisfies readonly ResourceDeclaration[];

/**
 * The name of a declared resource, known at compile time: area registrations
 * (src/areas/<area>/index.ts) are typed against it, so a misspelt or removed resource fails `tsc`.
 */
export type ResourceName = (typeof RESOURCES)[number]["name"];

/** The declaration named `name` among `resources` (default: all), or undefined. */
export function findResource(
  name: string | undefined,
  resources: readonly ResourceDeclaration[] = RESOURCES,
): ResourceDeclaration | undefined {
  return name === undefined ? undefined : resources.find((resource) => resource.name === name);
}

/**
 * What `action` on `resource` requires (for the access-control provider, DESIGN.md §6): the
 * declared `access[action]`, else `access.list`; undefined for unknown resources.
 */
export function requirementOf(
  resource: string | undefined,
  action: string,
  resources: readonly ResourceDeclaration[] = RESOURCES,
): AccessRequirement | undefined {
  const declaration = findResource(resource, resources);
  return declaration ? requirementOfDeclaration(declaration, action) : undefined;
}

export {
  accounts,
  agreementMatrix,
  agreements,
  auditRules,
  authorizations,
  charges,
  glosas,
  preSettlements,
  settlements,
  v2Authorizations,
};
