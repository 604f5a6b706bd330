import { useTranslation } from "react-i18next";
import { STATUS_CATALOGUES } from "../../../schemas/entities/status-catalogues";
import { valueLabel } from "../../lib/value-label";
import { ToneTag } from "./tone-tag";

/**
 * The value a status shows as: the value itself, or the catalogue's `emptyAs` when empty
 * (001 §4 "An empty status shows as pending").
 */
export function displayedStatus(category: string, value: unknown): string {
  const catalogue = STATUS_CATALOGUES[category];
  if (typeof value === "string" && value.trim() !== "") return value;
  return catalogue?.emptyAs ?? "";
}

/**
 * The translated label of a status: `statuses.<category>.<value>`; a value with no label reads as
 * words (`valueLabel`, issue 19 §3), never raw.
 */
export function useStatusLabel(): (category: string, value: unknown) => string {
  const { t } = useTranslation();
  return (category, value) => valueLabel(t, `statuses.${category}`, displayedStatus(category, value));
}

/**
 * A coloured tag for a status of a catalogue (schemas/entities/status-catalogues.ts), with its
 * translated label. Unknown values show as words in grey.
 */
export function StatusTag({ category, value }: { category: string; value: unknown }) {
  const label = useStatusLabel();
  const shown = displayedStatus(category, value);
  const tone = STATUS_CATALOGUES[category]?.tones[shown] ?? "grey";
  return (
    <ToneTag tone={tone} gap={0} status={shown}>
      {label(category, value)}
    </ToneTag>
  );
}
