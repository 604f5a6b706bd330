import type { ReactNode } from "react";
import Tag from "antd/es/tag";
import type { StatusTone } from "../../../schemas/entities/status-catalogues";
import { TONE_COLORS } from "./status-tones";

/**
 * A tag in one of the house's tones (AA contrast, unlike antd's preset tag colours): the one
 * coloured tag, for a catalogue's status (`StatusTag`) and for a tone chosen by a screen (a product's
 * result, a document's state). `gap` is its end margin in px (4 by default, 0 in a cell of its own).
 */
export function ToneTag({
  tone,
  children,
  gap = 4,
  status,
}: {
  tone: StatusTone;
  children: ReactNode;
  gap?: number;
  /** The value it stands for, as `data-status` (tests and styles find a status by it). */
  status?: string;
}) {
  return (
    <Tag style={{ ...TONE_COLORS[tone], marginInlineEnd: gap }} data-status={status}>
      {children}
    </Tag>
  );
}
