import { EmptyState } from "../../components/resource/empty-state";

/** /v2/home (001 §2 v2 layout): a translated empty state until the v2 issue fills it. */
export default function V2HomeEmptyScreen() {
  return <EmptyState i18nKey="emptyStates.v2Home" />;
}
