import { useMemo } from "react";
import { useLocation } from "react-router";
import { FlowProvider } from "../../../components/flow";
import {
  defaultKindOfRoute,
  kindOf,
  type AuthorizationKindDefinition,
} from "../../../../schemas/claims-desk/authorization-kinds";
import {
  NEW_AUTHORIZATION_INITIAL,
  NEW_AUTHORIZATION_INSTANCE,
  newAuthorizationFlow,
  type NewAuthorizationState,
} from "./new-authorization-flow";
import { NewAuthorizationSteps } from "./new-authorization-steps";

/**
 * The kind a route opens: `/authorization/new` none (the type step chooses), a typed route the
 * kind its `?kind=` names when that kind lives at this route, else the route's first kind.
 */
export function kindOfLocation(pathname: string, search: string): AuthorizationKindDefinition | undefined {
  const route = pathname.replace(/\/+$/, "").split("/")[2] ?? "";
  if (route === "new") return undefined;
  const named = kindOf(new URLSearchParams(search).get("kind"));
  return named?.route === route ? named : defaultKindOfRoute(route);
}

/**
 * A new authorization (000 §2 "/authorization (layout) with new (type choice), outpatient-care,
 * prescription, laboratories, diagnostic-study, procedure"; issue 20 §1): one screen for the six
 * routes, the flow's layout (`FlowProvider` of `newAuthorizationFlow`, one instance per tab) over
 * its steps. The kind comes from the route (and `?kind=` where two kinds share one); a draft of
 * another kind is not resumed. No patient data in the URL: only the kind and the step.
 */
export default function NewAuthorizationScreen() {
  const { pathname, search } = useLocation();
  const kind = kindOfLocation(pathname, search);
  const initial = useMemo<NewAuthorizationState>(
    () => ({ ...NEW_AUTHORIZATION_INITIAL, kind: kind?.kind ?? null }),
    [kind],
  );
  return (
    <FlowProvider
      key={kind?.kind ?? "new"}
      definition={newAuthorizationFlow}
      instance={NEW_AUTHORIZATION_INSTANCE}
      initial={initial}
    >
      <NewAuthorizationSteps kind={kind} />
    </FlowProvider>
  );
}
