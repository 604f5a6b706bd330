import type { ReactNode } from "react";
import theme from "antd/es/theme";

/**
 * A screen's heading, styled by the theme's tokens. A plain heading element rather than antd's
 * Typography.Title, whose copy, edit and ellipsis machinery (~8 KB gzip) no screen of the portal
 * uses (docs/bundle/README.md).
 * @param level heading level (1 for a screen's title).
 */
export function PageHeading({ level = 1, children }: { level?: 1 | 2 | 3; children: ReactNode }) {
  const { token } = theme.useToken();
  const Heading = `h${level}` as const;
  return (
    <Heading
      style={{
        fontSize: level === 1 ? 24 : level === 2 ? 20 : 16,
        marginTop: 0,
        marginBottom: token.marginSM,
        fontWeight: token.fontWeightStrong,
        lineHeight: token.lineHeightHeading3,
        color: token.colorTextHeading,
      }}
    >
      {children}
    </Heading>
  );
}
