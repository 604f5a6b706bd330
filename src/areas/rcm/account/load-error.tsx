import Button from "antd/es/button";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { isAxiosError, selectErrorMessage } from "../../../../providers/http";
import { ErrorText } from "../../../components/error-text";

/**
 * Why a detail could not be loaded, as the key of a translated text under `<prefix>.errors`:
 * `notFound` (404, or 400 for a malformed id in the link: an id no record can have names no record,
 * so it is "not found" in words, issue 19 §4, §8), `forbidden` (403, another provider's) or
 * `loadFailed` (anything else, with the server's message when it gave one, 001 §8).
 */
export function loadErrorKind(error: unknown): "notFound" | "forbidden" | "loadFailed" {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  if (status === 404 || status === 400) return "notFound";
  if (status === 403) return "forbidden";
  return "loadFailed";
}

/**
 * The failed load of a detail screen (issue 7 §2: "never a crash"): a translated error (the server's
 * message chosen per 001 §8 under it for an unexpected failure, as text), a retry button and a
 * way back. 404/400/403 offer no retry (it would answer the same).
 * @param prefix the text prefix (`account` or `charge`): texts `<prefix>.errors.<kind>`.
 */
export function LoadError({
  error,
  prefix,
  onRetry,
  retrying,
  back,
}: {
  error: unknown;
  prefix: "account" | "charge";
  onRetry(): void;
  retrying: boolean;
  back: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const kind = loadErrorKind(error);
  const detail = kind === "loadFailed" ? selectErrorMessage(error) : undefined;
  return (
    <section data-testid="detail-load-error">
      <ErrorText error={{ key: `${prefix}.errors.${kind}` }} />
      {detail ? <p>{detail.text ?? t(detail.key ?? "errors.unknown")}</p> : null}
      <p style={{ display: "flex", gap: 12, alignItems: "center" }}>
        {kind === "loadFailed" ? (
          <Button onClick={onRetry} loading={retrying}>
            {t("account.errors.retry")}
          </Button>
        ) : null}
        <Link to={back.to}>{back.label}</Link>
      </p>
    </section>
  );
}
