import { EmptyState } from "../../components/resource/empty-state";

/** /settlements/new (000 §2 settlement wizard): a translated empty state until a later issue. */
export default function NewSettlementEmptyScreen() {
  return <EmptyState i18nKey="emptyStates.newSettlement" />;
}
