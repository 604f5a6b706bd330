import { theme, type ThemeConfig } from "antd";
import type { ThemeName } from "../../providers/config";

/**
 * antd themes for the three theme names (001 §9). Colours keep a contrast of at least 4.5:1 for
 * text on their backgrounds (axe "color-contrast").
 */
export const THEME_CONFIGS: Record<ThemeName, ThemeConfig> = {
  branded: { token: { colorPrimary: "#0b57d0", colorLink: "#0b57d0", borderRadius: 6, colorTextTertiary: "rgba(0,0,0,0.62)" } },
  neutral: { token: { colorPrimary: "#1f5f4a", colorLink: "#1f5f4a", borderRadius: 4, colorTextTertiary: "rgba(0,0,0,0.62)" } },
  dark: { algorithm: theme.darkAlgorithm, token: { colorPrimary: "#7cacf8", colorLink: "#7cacf8", borderRadius: 6 } },
};
