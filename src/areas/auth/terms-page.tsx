import { useState } from "react";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Typography from "antd/es/typography";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useLogout } from "@refinedev/core";
import { describeAuthError, type ErrorDescription } from "../../../providers/auth-errors";
import { ErrorText } from "../../components/error-text";
import { useRuntime } from "../../base/runtime-context";
import { AuthScreen } from "./auth-screen";

/**
 * /terms-and-conditions (000 §2, §4): accept (clears the requirement, then the landing page) or
 * reject (signs out).
 */
export default function TermsPage() {
  const { t } = useTranslation();
  const { auth } = useRuntime();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const [error, setError] = useState<ErrorDescription | null>(null);
  const [busy, setBusy] = useState(false);

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      const step = await auth.acceptTerms();
      navigate(step.redirectTo, { replace: true });
    } catch (failure) {
      setError(describeAuthError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthScreen title={t("auth.terms.title")}>
      <Typography.Paragraph>{t("auth.terms.intro")}</Typography.Paragraph>
      <Typography.Paragraph style={{ maxHeight: 240, overflow: "auto" }} tabIndex={0}>
        {t("auth.terms.body")}
      </Typography.Paragraph>
      <ErrorText error={error} />
      <Flex gap="small" justify="flex-end">
        <Button onClick={() => logout()} disabled={busy}>
          {t("auth.terms.reject")}
        </Button>
        <Button type="primary" onClick={accept} loading={busy}>
          {t("auth.terms.accept")}
        </Button>
      </Flex>
    </AuthScreen>
  );
}
