import type { BaseRecord } from "@refinedev/core";
import type { RowCondition } from "../../../resources/define-resource";

/** True when `row` satisfies an action's `when` (no condition → always). Empty values count as "". */
export function rowMatches(row: BaseRecord, condition: RowCondition | undefined): boolean {
  if (!condition) return true;
  const raw: unknown = row[condition.field];
  const value = raw == null ? "" : String(raw);
  if (condition.in && !condition.in.includes(value)) return false;
  if (condition.notIn && condition.notIn.includes(value)) return false;
  return true;
}
