import { useState } from "react";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Password from "antd/es/input/Password";
import { useTranslation } from "react-i18next";
import { describeAuthError, type ErrorDescription } from "../../../providers/auth-errors";
import { ErrorText } from "../../components/error-text";
import { useRuntime } from "../../base/runtime-context";
import { PasswordFields } from "./password-fields";

interface Values {
  previousPassword: string;
  password: string;
}

/**
 * Current password, new password and confirmation (000 §7 update-password, §5 rules). Used by the
 * forced rotation page and by /update-password. Calls `onDone` with the next path.
 */
export function UpdatePasswordForm({
  submitLabel,
  onDone,
}: {
  submitLabel: string;
  onDone: (next: string) => void;
}) {
  const { t } = useTranslation();
  const { auth } = useRuntime();
  const [error, setError] = useState<ErrorDescription | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();

  const submit = async ({ previousPassword, password }: Values) => {
    setBusy(true);
    setError(null);
    try {
      const step = await auth.updatePassword(previousPassword, password);
      form.resetFields();
      onDone(step.redirectTo);
    } catch (failure) {
      setError(describeAuthError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ErrorText error={error} />
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <Form.Item
          name="previousPassword"
          label={t("auth.rotation.previousPassword")}
          rules={[{ required: true, message: t("auth.password.required") }]}
        >
          <Password autoComplete="current-password" />
        </Form.Item>
        <PasswordFields label={t("auth.rotation.newPassword")} confirmLabel={t("auth.rotation.confirm")} />
        <Button type="primary" htmlType="submit" block loading={busy}>
          {submitLabel}
        </Button>
      </Form>
    </>
  );
}
