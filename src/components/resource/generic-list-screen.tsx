import type { ResourceDeclaration } from "../../../resources/define-resource";
import { ResourceList } from "./resource-list";

/** The list screen of a declaration without a bespoke screen (lazy-loaded by src/app/resource-routes.tsx). */
export default function GenericListScreen({ declaration }: { declaration: ResourceDeclaration }) {
  return <ResourceList declaration={declaration} />;
}
