import Modal from "antd/es/modal/Modal";
import Button from "antd/es/button";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";

/** Props of {@link KeyboardHelp}. */
export interface KeyboardHelpProps {
  open: boolean;
  onClose(): void;
  /** Labels of the permitted row actions, in shortcut order (1…9). */
  rowActions: readonly string[];
  /** Labels of the permitted bulk actions, in shortcut order (Shift + 1…9). */
  bulkActions: readonly string[];
  /** Whether rows can be selected (the list has bulk actions). */
  selectable: boolean;
}

const KEY = {
  display: "inline-block",
  minWidth: 22,
  padding: "0 6px",
  border: "1px solid #8c8c8c",
  borderBottomWidth: 2,
  borderRadius: 4,
  fontFamily: "monospace",
  textAlign: "center",
  marginInlineEnd: 4,
} as const;

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <>
      {keys.map((key) => (
        <kbd key={key} style={KEY}>
          {key}
        </kbd>
      ))}
    </>
  );
}

/**
 * The shortcuts of a grid (issue 7 §3b, use-keyboard-triage.ts), opened with `?`: moving, selecting,
 * opening, the row and bulk actions the user may run (by number), the search, and that shortcuts do
 * nothing while typing. Loaded with its first opening.
 */
export default function KeyboardHelp({
  open,
  onClose,
  rowActions,
  bulkActions,
  selectable,
}: KeyboardHelpProps) {
  const { t } = useTranslation();
  const closeId = useId();
  // Escape closes it even before focus has moved in (it opens from a key press anywhere).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);
  const rows: { keys: string[]; text: string }[] = [
    { keys: ["j", "↓"], text: t("grid.keys.next") },
    { keys: ["k", "↑"], text: t("grid.keys.previous") },
    { keys: ["Enter"], text: t("grid.keys.open") },
    ...(selectable ? [{ keys: ["x", t("grid.keys.space")], text: t("grid.keys.select") }] : []),
    ...rowActions.slice(0, 9).map((label, index) => ({
      keys: [String(index + 1)],
      text: t("grid.keys.rowAction", { action: label }),
    })),
    ...bulkActions.slice(0, 9).map((label, index) => ({
      keys: ["Shift", String(index + 1)],
      text: t("grid.keys.bulkAction", { action: label }),
    })),
    { keys: ["/"], text: t("grid.keys.search") },
    { keys: ["?"], text: t("grid.keys.help") },
  ];
  return (
    <Modal
      open={open}
      title={t("grid.keys.title")}
      onCancel={onClose}
      // Opened by a key press anywhere: focus goes into the dialog, so Escape and Tab work there.
      afterOpenChange={(opened) => {
        if (opened) document.getElementById(closeId)?.focus();
      }}
      footer={
        <Button id={closeId} type="primary" onClick={onClose}>
          {t("grid.keys.close")}
        </Button>
      }
    >
      <table style={{ width: "100%", borderCollapse: "collapse" }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: "start", paddingBlock: 4 }}>
              {t("grid.keys.key")}
            </th>
            <th scope="col" style={{ textAlign: "start", paddingBlock: 4 }}>
              {t("grid.keys.does")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.keys.join("+") + row.text}>
              <td style={{ paddingBlock: 4, whiteSpace: "nowrap" }}>
                <Keys keys={row.keys} />
              </td>
              <td style={{ paddingBlock: 4 }}>{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ marginTop: 12, marginBottom: 0 }}>{t("grid.keys.typing")}</p>
    </Modal>
  );
}
