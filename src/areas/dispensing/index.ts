import { defineArea } from "../define-area";

/**
 * Prescriptions and their dispensation (issue 21 §2; 000 §2 "Prescription and dispensation
 * screens"): `/prescriptions/:prescriptionId` (the id of the claims-desk authorization request;
 * docs/decisions.md "Prescriptions and dispensing"), the dispensation a flow of the flow kit on it.
 * Reached from a prescription-drugs authorization's detail. Access is the claims desk's
 * authorizations (`show`, area `authorizations`: ADMINISTRATOR and AUTHORIZER, 000 §6), asked of
 * the access-control provider; the texts are the `dispensing` part and the product results' labels
 * and `errors.dispensingRequest.emptyApprovedProducts` of `new-authorization-billing`.
 */
export default defineArea({
  name: "authorizations",
  screens: {},
  routes: [
    {
      path: "/prescriptions/:prescriptionId",
      screen: () => import("./prescription-screen"),
      texts: ["dispensing", "new-authorization-billing"],
      access: {
        resource: "authorizations",
        action: "show",
        // Keys of the always-loaded `portal` part: a refused route never loads its own texts.
        refusedKey: "access.area",
        titleKey: "resources.authorizations.title",
      },
    },
  ],
});
