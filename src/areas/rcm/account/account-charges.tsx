import charges from "../../../../resources/charges";
import { ResourceList } from "../../../components/resource/resource-list";
import { useAccount } from "./account-context";

/** The URL key prefix of the charges grid on the account screen (issue 7 §1 "Nested lists"). */
export const CHARGES_URL_PREFIX = "charges";

/**
 * The charges of the account on screen (001 §2, §3 "Charge", §7
 * `GET /rcm/v1/accounts/{id}/charges`): the generic list of the `charges` declaration nested in the
 * account screen, its endpoint's `{id}` filled with the account id and its URL keys under
 * `charges.` (page, size, filters), so it never shares state with another grid of the page. Enter
 * or a double click on a row opens the charge detail (/rcm/charge/:id). Service types show their
 * labels through the schema's `x-labels`.
 */
export function AccountCharges() {
  const { accountId } = useAccount();
  return (
    <ResourceList
      declaration={charges}
      pathParams={{ id: accountId }}
      urlPrefix={CHARGES_URL_PREFIX}
      headingLevel={2}
    />
  );
}
