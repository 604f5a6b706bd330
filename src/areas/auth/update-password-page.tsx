import { useState } from "react";
import Alert from "antd/es/alert";
import Card from "antd/es/card";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { UpdatePasswordForm } from "./update-password-form";

/** /update-password (000 §2): the signed-in user changes the password. */
export default function UpdatePasswordPage() {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  return (
    <Card style={{ maxWidth: 480 }}>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t("auth.updatePassword.title")}
      </Typography.Title>
      {done && (
        <Alert
          type="success"
          showIcon
          role="status"
          message={t("auth.updatePassword.success")}
          style={{ marginBottom: 16 }}
        />
      )}
      <UpdatePasswordForm submitLabel={t("auth.rotation.submit")} onDone={() => setDone(true)} />
    </Card>
  );
}
