import type { ReactNode } from "react";
import Tag from "antd/es/tag";
import type { StatusTone } from "../../../../schemas/entities/status-catalogues";
import { TONE_COLORS } from "../../../components/resource/status-tones";

/** A tag in one of the house's tones (AA contrast, unlike antd's preset tag colours). */
export function ToneTag({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <Tag style={{ ...TONE_COLORS[tone], marginInlineEnd: 4 }}>{children}</Tag>;
}
