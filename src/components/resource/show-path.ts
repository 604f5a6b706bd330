import type { BaseRecord } from "@refinedev/core";
import type { ResourceDeclaration } from "../../../resources/define-resource";

/** The path of a row's show page (`show.route` with `:id` filled from `show.idField`), or undefined. */
export function showPath(declaration: ResourceDeclaration, row: BaseRecord): string | undefined {
  const show = declaration.show;
  if (!show) return undefined;
  const id: unknown = row[show.idField ?? "id"];
  if (id === undefined || id === null || id === "") return undefined;
  return show.route.replace(":id", encodeURIComponent(String(id)));
}
