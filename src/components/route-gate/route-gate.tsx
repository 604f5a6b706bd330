import { useEffect, useReducer, type ReactNode } from "react";
import { Navigate, useSearchParams } from "react-router";
import { useCan } from "@refinedev/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { RouteGate as RouteGateDeclaration, RouteGuard } from "../../areas/define-area";
import { AccessRefused } from "../access-refused";
import { Loading } from "../loading";
import { PageHeading } from "../page-heading";
import { loadTexts, type TextPart } from "../../../providers/i18n";
import { useNavigationBarHidden } from "./navigation-bar";

/**
 * Checks a route's declared gate before its screen renders (DESIGN.md §12 "an area route";
 * src/areas/define-area.ts `RouteGate`): first the guards (a redirect the spec states), then the
 * access requirement (loading while unknown, `AccessRefused` when refused), then the screen. The
 * texts are loaded with the screen's code by the route (src/app/lazy-with-texts.tsx); a refused
 * route's screen never loads, so the refusal loads the route's own texts (its `refusedKey` and
 * `titleKey` may live there).
 * Renders `children` as they are when the gate declares nothing.
 */
export function RouteGate({ gate, children }: { gate: RouteGateDeclaration; children: ReactNode }) {
  let content = children;
  if (gate.access)
    content = (
      <AccessGate access={gate.access} texts={gate.texts}>
        {content}
      </AccessGate>
    );
  for (const guard of gate.guards ?? []) content = <GuardGate guard={guard}>{content}</GuardGate>;
  return <>{content}</>;
}

function AccessGate({
  access,
  texts,
  children,
}: {
  access: NonNullable<RouteGateDeclaration["access"]>;
  texts?: readonly TextPart[];
  children: ReactNode;
}) {
  // The route's texts load beside this gate (src/app/lazy-with-texts.tsx); a refusal shown before
  // they arrive renders again when they are added, instead of keeping the keys.
  const { t, i18n } = useTranslation();
  const [, textsAdded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    i18n.store.on("added", textsAdded);
    return () => i18n.store.off("added", textsAdded);
  }, [i18n]);
  const [params] = useSearchParams();
  const action = typeof access.action === "string" ? access.action : access.action(params);
  const titleKey = typeof access.titleKey === "function" ? access.titleKey(params) : access.titleKey;
  // Keeps the last answer while it is asked again, so a re-check never unmounts what is being typed.
  const answer = useCan({
    resource: access.resource,
    action,
    queryOptions: { placeholderData: keepPreviousData },
  }).data;
  const refused = answer !== undefined && !answer.can;
  useEffect(() => {
    // Idempotent (a part loads once per language); the refusal renders again when they are added.
    if (refused) for (const part of texts ?? []) void loadTexts(i18n, part);
  }, [refused, texts, i18n]);
  if (answer === undefined) return <Loading />;
  if (!answer.can)
    return (
      <>
        {titleKey ? <PageHeading>{t(titleKey)}</PageHeading> : null}
        <AccessRefused answer={answer} message={t(access.refusedKey)} />
      </>
    );
  return <>{children}</>;
}

/** Each guard's hook: the path to redirect to, `undefined` to go on, `null` while it cannot tell. */
const GUARDS: Record<RouteGuard, () => string | undefined | null> = {
  navigationBar: function useNavigationBarGuard() {
    const hidden = useNavigationBarHidden();
    if (hidden === undefined) return undefined;
    return hidden ? "/home" : undefined;
  },
};

function GuardGate({ guard, children }: { guard: RouteGuard; children: ReactNode }) {
  const redirect = GUARDS[guard]();
  if (redirect === null) return <Loading />;
  if (redirect !== undefined) return <Navigate to={redirect} replace />;
  return <>{children}</>;
}
