import Form from "antd/es/form";
import Password from "antd/es/input/Password";
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { PASSWORD_MIN_LENGTH, passwordProblems } from "../../../schemas/password-policy";

/**
 * A new password and its confirmation (000 §5): the policy rules are checked as the user types,
 * each broken rule named; the confirmation must match.
 */
export function PasswordFields({
  name = "password",
  label,
  confirmLabel,
}: {
  name?: string;
  label: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation();
  const policy: Rule = {
    validator: async (_rule, value: string | undefined) => {
      if (!value) throw new Error(t("auth.password.required"));
      const problems = passwordProblems(value);
      if (problems.length)
        throw new Error(problems.map((p) => t(`auth.password.${p}`, { min: PASSWORD_MIN_LENGTH })).join(" "));
    },
  };
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        rules={[policy]}
        extra={t("auth.password.rules", { min: PASSWORD_MIN_LENGTH })}
        hasFeedback
      >
        <Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name={`${name}Confirmation`}
        label={confirmLabel}
        dependencies={[name]}
        hasFeedback
        rules={[
          { required: true, message: t("auth.password.required") },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== getFieldValue(name)) throw new Error(t("errors.passwordsDoNotMatch"));
            },
          }),
        ]}
      >
        <Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
