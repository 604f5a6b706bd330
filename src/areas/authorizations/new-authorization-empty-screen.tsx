import { EmptyState } from "../../components/resource/empty-state";

/** /authorization/new (000 §2 type choice): a translated empty state until a later issue. */
export default function NewAuthorizationEmptyScreen() {
  return <EmptyState i18nKey="emptyStates.newAuthorization" />;
}
