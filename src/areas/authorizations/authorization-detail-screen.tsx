import { useParams } from "react-router";
import PendingScreen from "../../components/resource/pending-screen";
import { PathPage } from "../../components/route-gate/path-pages";

/** An authorization id as the claims desk lists it (000 §3 list item `authorizationId`, an integer). */
const AUTHORIZATION_ID = /^[1-9]\d{0,11}$/;

/**
 * The authorization detail at /authorizations/{authorizationId} (000 §2): not built yet, so a
 * well-formed id shows the "coming soon" placeholder; an id no authorization can have (`abc`) is
 * "not found" in words (issue 19 §8), never "coming soon".
 */
export default function AuthorizationDetailScreen() {
  const { id = "" } = useParams();
  if (!AUTHORIZATION_ID.test(id)) return <PathPage kind="notFound" />;
  return <PendingScreen />;
}
