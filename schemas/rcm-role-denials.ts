/**
 * The RCM role denial lists (000 §6, 001 §6; DESIGN.md §6, §12 "a rule"): written once, here, and
 * imported by the portal's access-control provider (`providers/access/role-tables.ts`) and by the
 * reference API (`sandbox/lib/rcm-permissions.ts`). Each row says where it comes from: a spec
 * section, or docs/decisions.md where the spec says "not shown".
 */
import { GLOSA_EVENTS, RCM_EVENTS, type RcmEvent, type RcmRole } from "./access";

const ALL: readonly RcmEvent[] = RCM_EVENTS;
const MODIFYING_ACCOUNT_EVENTS: readonly RcmEvent[] = [
  "UPLOAD_DOCUMENT",
  "REPLACE_DOCUMENT",
  "DELETE_DOCUMENT",
  "PASS_TO_READY_TO_GENERATE",
  "PASS_TO_READY_TO_GENERATE_MULTIPLE",
  "ASSIGN_RESPONSIBLE",
];
const CONFIGURATION_EVENTS: readonly RcmEvent[] = [
  "MODIFY_AGREEMENTS",
  "MODIFY_PRODUCT_CONFIGURATION",
  "UPLOAD_AGREEMENT_MATRIX",
];
/**
 * Configuration events the editors still deny (docs/decisions.md#rcm-role-denial-lists, issue 8 §2
 * "who configures"): the agreement matrix replaces agreements in bulk, an administrator's upload
 * (000 §6 names it for ADMIN and DENIALS_ADMIN). Agreements and product configuration are the
 * editors' daily work.
 */
const EDITOR_CONFIGURATION_DENIALS: readonly RcmEvent[] = ["UPLOAD_AGREEMENT_MATRIX"];
/** Pre-settlement changes: billing work, allowed to the editors (issue 9 "billing roles can build, move"). */
const PRE_SETTLEMENT_CHANGES: readonly RcmEvent[] = [
  "MODIFY_PRE_SETTLEMENTS",
  "REPLACE_SUPPORT_DOCUMENT_PRE_SETTLEMENT",
];
/** What the administrator's desk does (issue 8): agreements and product configuration, viewed and changed. */
const ADMINISTRATION_EVENTS: readonly RcmEvent[] = [
  "VIEW_AGREEMENTS",
  "MODIFY_AGREEMENTS",
  "VIEW_PRODUCT_CONFIGURATION",
  "MODIFY_PRODUCT_CONFIGURATION",
];
const AUDIT_EVENTS: readonly RcmEvent[] = [
  "MODIFY_PRE_AUDIT_COMMENTS",
  "MODIFY_CONCURRENT_AUDIT_COMMENTS",
  "COMPLETE_AUDIT",
];
const GLOSA_CHANGES: readonly RcmEvent[] = GLOSA_EVENTS.filter(
  (e) => e !== "VIEW_GLOSAS" && e !== "VIEW_GLOSA_GRID" && e !== "EXPORT_GLOSAS",
);
const except = (...allowed: (readonly RcmEvent[])[]): RcmEvent[] => {
  const keep = new Set(allowed.flat());
  return ALL.filter((e) => !keep.has(e));
};

/**
 * Events each RCM role denies; the rest are allowed (000 §6). ADMIN and DENIALS_ADMIN are given by
 * the spec; the other lists are "not shown" there and decided in docs/decisions.md
 * ("RCM role denial lists").
 */
export const RCM_ROLE_DENIALS: Record<RcmRole, { denies: readonly RcmEvent[]; source: string }> = {
  // 000 §6: ADMIN "denies most events except upload agreement matrix and the glosa events". Read
  // with issue 8 (the administrator's desk): it also keeps the agreement and product-configuration
  // views and changes, or no role could configure an agreement (docs/decisions.md#rcm-role-denial-lists).
  ADMIN: {
    denies: except(["UPLOAD_AGREEMENT_MATRIX"], GLOSA_EVENTS, ADMINISTRATION_EVENTS),
    source: "000 §6",
  },
  DENIALS_ADMIN: { denies: except(["UPLOAD_AGREEMENT_MATRIX"]), source: "000 §6" },
  EDITOR: {
    denies: [...AUDIT_EVENTS, ...EDITOR_CONFIGURATION_DENIALS, ...GLOSA_CHANGES],
    source: "docs/decisions.md#rcm-role-denial-lists",
  },
  EDITOR_WITH_AUDIT: {
    denies: [...EDITOR_CONFIGURATION_DENIALS, ...GLOSA_CHANGES],
    source: "docs/decisions.md#rcm-role-denial-lists",
  },
  VIEWER: {
    denies: [
      ...MODIFYING_ACCOUNT_EVENTS,
      ...AUDIT_EVENTS,
      ...CONFIGURATION_EVENTS,
      ...PRE_SETTLEMENT_CHANGES,
      ...GLOSA_CHANGES,
    ],
    source: "docs/decisions.md#rcm-role-denial-lists",
  },
  CONSULTANT: {
    denies: [
      ...MODIFYING_ACCOUNT_EVENTS,
      ...AUDIT_EVENTS,
      ...CONFIGURATION_EVENTS,
      ...PRE_SETTLEMENT_CHANGES,
      ...GLOSA_CHANGES,
    ],
    source: "docs/decisions.md#rcm-role-denial-lists",
  },
  INTERNAL_AUDITOR: {
    denies: [
      ...MODIFYING_ACCOUNT_EVENTS,
      ...CONFIGURATION_EVENTS,
      ...PRE_SETTLEMENT_CHANGES,
      ...GLOSA_CHANGES,
    ],
    source: "docs/decisions.md#rcm-role-denial-lists",
  },
  EXTERNAL_AUDITOR: {
    denies: [
      ...MODIFYING_ACCOUNT_EVENTS,
      ...CONFIGURATION_EVENTS,
      ...PRE_SETTLEMENT_CHANGES,
      ...GLOSA_EVENTS,
      "MODIFY_CONCURRENT_AUDIT_COMMENTS",
      "VIEW_AGREEMENTS",
      "VIEW_PRE_SETTLEMENTS",
      "VIEW_PRODUCT_CONFIGURATION",
    ],
    source: "docs/decisions.md#rcm-role-denial-lists",
  },
  DENIALS_VIEWER: {
    denies: except(["VIEW_GLOSAS", "VIEW_GLOSA_GRID", "EXPORT_GLOSAS"]),
    source: "docs/decisions.md#rcm-role-denial-lists",
  },
  DENIALS_EDITOR: { denies: except(GLOSA_EVENTS), source: "docs/decisions.md#rcm-role-denial-lists" },
};
