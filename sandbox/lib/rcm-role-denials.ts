/**
 * The RCM role denial lists the reference API enforces (000 §6; docs/decisions.md "RCM role denial
 * lists"). The sandbox may import only `schemas/` (DESIGN.md §2), so this is the server's copy of
 * the portal's `providers/access/role-tables.ts`; `tests/unit/sandbox/rcm-role-denials.test.ts`
 * fails when the two differ.
 */
import { GLOSA_EVENTS, RCM_EVENTS, type RcmEvent, type RcmRole } from "../../schemas/access";

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
  return RCM_EVENTS.filter((e) => !keep.has(e));
};

/** Events each RCM role denies; the rest are allowed. */
export const RCM_ROLE_DENIES: Record<RcmRole, readonly RcmEvent[]> = {
  ADMIN: except(["UPLOAD_AGREEMENT_MATRIX"], GLOSA_EVENTS, ADMINISTRATION_EVENTS),
  DENIALS_ADMIN: except(["UPLOAD_AGREEMENT_MATRIX"]),
  EDITOR: [...AUDIT_EVENTS, ...EDITOR_CONFIGURATION_DENIALS, ...GLOSA_CHANGES],
  EDITOR_WITH_AUDIT: [...EDITOR_CONFIGURATION_DENIALS, ...GLOSA_CHANGES],
  VIEWER: [
    ...MODIFYING_ACCOUNT_EVENTS,
    ...AUDIT_EVENTS,
    ...CONFIGURATION_EVENTS,
    ...PRE_SETTLEMENT_CHANGES,
    ...GLOSA_CHANGES,
  ],
  CONSULTANT: [
    ...MODIFYING_ACCOUNT_EVENTS,
    ...AUDIT_EVENTS,
    ...CONFIGURATION_EVENTS,
    ...PRE_SETTLEMENT_CHANGES,
    ...GLOSA_CHANGES,
  ],
  INTERNAL_AUDITOR: [
    ...MODIFYING_ACCOUNT_EVENTS,
    ...CONFIGURATION_EVENTS,
    ...PRE_SETTLEMENT_CHANGES,
    ...GLOSA_CHANGES,
  ],
  EXTERNAL_AUDITOR: [
    ...MODIFYING_ACCOUNT_EVENTS,
    ...CONFIGURATION_EVENTS,
    ...PRE_SETTLEMENT_CHANGES,
    ...GLOSA_EVENTS,
    "MODIFY_CONCURRENT_AUDIT_COMMENTS",
    "VIEW_AGREEMENTS",
    "VIEW_PRE_SETTLEMENTS",
    "VIEW_PRODUCT_CONFIGURATION",
  ],
  DENIALS_VIEWER: except(["VIEW_GLOSAS", "VIEW_GLOSA_GRID", "EXPORT_GLOSAS"]),
  DENIALS_EDITOR: except(GLOSA_EVENTS),
};
