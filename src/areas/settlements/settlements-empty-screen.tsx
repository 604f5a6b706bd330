import { EmptyState } from "../../components/resource/empty-state";

/** /settlements (000 §2): a translated empty state until the settlements issue fills it. */
export default function SettlementsEmptyScreen() {
  return <EmptyState i18nKey="emptyStates.settlements" />;
}
