import type { ResourceDeclaration } from "../../../resources/define-resource";
import { EmptyState } from "./empty-state";

/** Placeholder of a declared page whose screen a later issue delivers (translated empty state). */
export default function PendingScreen(_props: { declaration?: ResourceDeclaration }) {
  return <EmptyState i18nKey="emptyStates.comingSoon" />;
}
