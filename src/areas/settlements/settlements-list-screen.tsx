import { ResourceList } from "../../components/resource/resource-list";
import settlements from "../../../resources/settlements";
import type { ResourceDeclaration } from "../../../resources/define-resource";

/**
 * The settlements list at /settlements (000 §2, §3, §4, §7; issue 22 §1): the generic list of the
 * `settlements` declaration (filters statuses, sponsor, sponsor settlement id and creation date
 * range in the URL, saved views, CSV; amounts with 2 decimals; COMPLETED shown as Paid and
 * APPROVED_BY_SPONSOR as Filed); Enter or a click on a row opens its detail. Registered with the
 * `settlements` text part.
 */
export default function SettlementsListScreen({
  declaration = settlements,
}: {
  declaration?: ResourceDeclaration;
}) {
  return <ResourceList declaration={declaration} />;
}
