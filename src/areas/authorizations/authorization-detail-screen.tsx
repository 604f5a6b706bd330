import { useParams } from "react-router";
import { PathPage } from "../../components/route-gate/path-pages";
import { AuthorizationDetailLoader } from "./detail/authorization-detail-view";

/** An authorization id as the claims desk lists it (000 §3 list item `authorizationId`, an integer). */
const AUTHORIZATION_ID = /^[1-9]\d{0,8}$/;

/**
 * The authorization detail at /authorizations/{authorizationId} (000 §2, §3; issue 21 §1),
 * registered as `authorizations.show` (ADMINISTRATOR and AUTHORIZER through the access-control
 * provider) with the `authorization-detail` text part: every detail field, the files and their
 * document policy, the RIPS view and the printable voucher (./detail/). An id no authorization can
 * have (`abc`) is "not found" in words (issue 19 §8); a reload or a deep link reads it again.
 */
export default function AuthorizationDetailScreen() {
  const { id = "" } = useParams();
  if (!AUTHORIZATION_ID.test(id)) return <PathPage kind="notFound" />;
  return <AuthorizationDetailLoader id={id} />;
}
