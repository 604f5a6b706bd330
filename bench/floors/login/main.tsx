/**
 * Floor page of the bench (issue "Hardening and weight" §1): the least a React 19 + antd 5 sign-in
 * page can load — ConfigProvider, Card, Form with an email and a password Input, a Button. Built by
 * `npm run bench` in the same run as the portal; `ratios.login` = portal /login ÷ this page.
 */
import { createRoot } from "react-dom/client";
import { Button, Card, ConfigProvider, Form, Input } from "antd";

function SignIn() {
  return (
    <ConfigProvider>
      <Card title="Sign in" style={{ maxWidth: 400, margin: "64px auto" }}>
        <Form layout="vertical" onFinish={() => undefined}>
          <Form.Item label="Email" name="email" rules={[{ required: true, type: "email" }]}>
            <Input type="email" autoComplete="username" />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            Sign in
          </Button>
        </Form>
      </Card>
    </ConfigProvider>
  );
}

createRoot(document.getElementById("root")!).render(<SignIn />);
