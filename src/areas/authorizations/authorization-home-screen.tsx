import { useCallback, useEffect, useMemo, useRef } from "react";
import Alert from "antd/es/alert";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BaseRecord } from "@refinedev/core";
import type { ResourceDeclaration } from "../../../resources/define-resource";
import authorizations from "../../../resources/authorizations";
import { hasPermissionError } from "../../../providers/access";
import { useHttp, useSession } from "../../base/runtime-context";
import { ResourceList } from "../../components/resource/resource-list";
import type { ActionOutcome, RowActionHandler } from "../../components/resource/use-row-action-runner";
import { ClaimStatusCell } from "./claim-status-cell";
import { HomeTabs } from "./home-tabs";
import { voidAuthorization, voidClaim } from "./void-queries";

/** i18n key of the void success message (000 §8 "errors.voidAuthorizations.success"). */
export const VOID_SUCCESS_KEY = "errors.voidAuthorizations.success";
/**
 * i18n key of the claim-only void's success message (issue 19 §5): the claim was voided and the
 * authorization kept, never "the authorization was voided".
 */
export const VOID_CLAIM_SUCCESS_KEY = "errors.voidAuthorizations.claimOnlySuccess";

/**
 * The claim status cell tells a claim voided alone from a full void (issue 19 §5); the
 * authorization code is a link to its detail (issue 21 §1), reached by Tab and opened by Enter.
 */
const CELLS = {
  claimStatus: (row: BaseRecord) => <ClaimStatusCell row={row} />,
  authorizationCode: (row: BaseRecord) => (
    <Link to={`/authorizations/${String(row.authorizationId ?? row.id)}`}>
      {String(row.authorizationCode ?? "")}
    </Link>
  ),
};

/**
 * The authorization home at /home (000 §2 "Authorization home"): tabs by role, the authorization
 * list of the `authorizations` declaration, and the row actions void / void only the claim, each
 * confirmed first ("cannot be reverted"); on success the message `errors.voidAuthorizations.success`
 * (a full void) or `errors.voidAuthorizations.claimOnlySuccess` (the claim only, the authorization
 * kept) and the list refetches, so the row shows its new status; a claim voided alone says so in
 * its status cell (issue 19 §5). A session with the permission-error
 * flag (000 §6) sees the permission-problem message instead.
 */
export default function AuthorizationHomeScreen({
  declaration = authorizations,
}: {
  declaration?: ResourceDeclaration;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const http = useHttp();
  const provider = session?.extensions?.providerSlug ?? "";
  const polls = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    polls.current = controller;
    return () => controller.abort();
  }, []);

  const voidRow = useCallback<RowActionHandler>(
    async (row: BaseRecord): Promise<ActionOutcome> => {
      const id = row.authorizationId ?? row.id;
      await voidAuthorization(http, String(id), polls.current.signal);
      return { successKey: VOID_SUCCESS_KEY };
    },
    [http],
  );
  const voidClaimRow = useCallback<RowActionHandler>(
    async (row: BaseRecord): Promise<ActionOutcome> => {
      await voidClaim(http, provider, String(row.id), polls.current.signal);
      return { successKey: VOID_CLAIM_SUCCESS_KEY };
    },
    [http, provider],
  );
  const handlers = useMemo(() => ({ void: voidRow, voidClaim: voidClaimRow }), [voidRow, voidClaimRow]);

  if (session && hasPermissionError(session)) {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        data-testid="permission-problem"
        message={t("access.permissionProblem")}
        style={{ margin: 24 }}
      />
    );
  }
  return (
    <HomeTabs>
      <ResourceList declaration={declaration} rowActionHandlers={handlers} cells={CELLS} />
    </HomeTabs>
  );
}
