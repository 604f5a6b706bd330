import theme from "antd/es/theme";
import type { ThemeConfig } from "antd";
import type { ThemeName } from "../../providers/config";

/**
 * Text colours of light themes darkened to keep 4.5:1 on white: antd's default error red
 * (#ff4d4f, 3.3:1) and its tertiary and placeholder greys are too light for axe "color-contrast".
 */
const ACCESSIBLE_LIGHT = {
  colorError: "#c41d1f",
  colorTextTertiary: "rgba(0,0,0,0.62)",
  colorTextPlaceholder: "rgba(0,0,0,0.58)",
  colorTextDisabled: "rgba(0,0,0,0.5)",
} as const;

/**
 * antd themes for the three theme names (001 §9). Colours keep a contrast of at least 4.5:1 for
 * text on their backgrounds (axe "color-contrast").
 */
export const THEME_CONFIGS: Record<ThemeName, ThemeConfig> = {
  branded: { token: { colorPrimary: "#0b57d0", colorLink: "#0b57d0", borderRadius: 6, ...ACCESSIBLE_LIGHT } },
  neutral: { token: { colorPrimary: "#1f5f4a", colorLink: "#1f5f4a", borderRadius: 4, ...ACCESSIBLE_LIGHT } },
  dark: {
    algorithm: theme.darkAlgorithm,
    token: { colorPrimary: "#7cacf8", colorLink: "#7cacf8", borderRadius: 6 },
  },
};

/**
 * The theme with antd's motion switched off when the user prefers reduced motion: modals,
 * dropdowns, messages and tabs then appear and go at once, instead of zooming, sliding or fading
 * (WCAG 2.1 SC 2.3.3). The given theme is returned unchanged otherwise.
 * @param config - one of {@link THEME_CONFIGS}.
 * @param reducedMotion - the user's setting (see `usePrefersReducedMotion`).
 */
export function withMotionPreference(config: ThemeConfig, reducedMotion: boolean): ThemeConfig {
  return reducedMotion ? { ...config, token: { ...config.token, motion: false } } : config;
}
