import type { StatusTone } from "../../../schemas/entities/status-catalogues";

/** Colours of a tag: text, background and border. */
export interface ToneColors {
  color: string;
  background: string;
  borderColor: string;
}

/**
 * Tag colours per tone. Text uses the dark shades (antd palette 8–9) over the lightest ones so
 * that every pair passes WCAG AA contrast (≥ 4.5:1), which antd's preset tag colours do not.
 */
export const TONE_COLORS: Readonly<Record<StatusTone, ToneColors>> = {
  grey: { color: "#434343", background: "#f5f5f5", borderColor: "#d9d9d9" },
  blue: { color: "#003eb3", background: "#e6f4ff", borderColor: "#91caff" },
  geekblue: { color: "#10239e", background: "#f0f5ff", borderColor: "#adc6ff" },
  cyan: { color: "#00474f", background: "#e6fffb", borderColor: "#87e8de" },
  green: { color: "#135200", background: "#f6ffed", borderColor: "#b7eb8f" },
  lime: { color: "#254000", background: "#fcffe6", borderColor: "#eaff8f" },
  gold: { color: "#613400", background: "#fffbe6", borderColor: "#ffe58f" },
  orange: { color: "#612500", background: "#fff7e6", borderColor: "#ffd591" },
  red: { color: "#820014", background: "#fff1f0", borderColor: "#ffa39e" },
  volcano: { color: "#771f00", background: "#fff2e8", borderColor: "#ffbb96" },
  purple: { color: "#22075e", background: "#f9f0ff", borderColor: "#d3adf7" },
  magenta: { color: "#780650", background: "#fff0f6", borderColor: "#ffadd2" },
};
