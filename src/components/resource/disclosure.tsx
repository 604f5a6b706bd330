import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from "react";
import Button from "antd/es/button";
import theme from "antd/es/theme";

/** Props of {@link Disclosure}. */
export interface DisclosureProps {
  /** The button's visible text (its accessible name). */
  label: string;
  icon?: ReactNode;
  testId?: string;
  /** The panel's content, rendered while open (lazy components suspend inside). */
  children: (close: () => void) => ReactNode;
  /** Panel width, px. */
  width?: number;
}

/**
 * A button that opens a panel under it (the column chooser and the saved views of issue 7 §3b):
 * `aria-expanded` / `aria-controls`, closed by the button, Escape (focus back on the button) or a
 * click outside. The panel is a labelled group, not a modal: the grid stays usable.
 */
export function Disclosure({ label, icon, testId, children, width = 280 }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  const close = () => {
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !root.current?.contains(event.target as Node)) return;
      event.preventDefault();
      setOpen(false);
      document.getElementById(buttonId)?.focus();
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, buttonId]);
  return (
    <div ref={root} style={{ position: "relative", display: "inline-block" }}>
      <Button
        id={buttonId}
        icon={icon}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-testid={testId}
        onClick={() => setOpen(!open)}
      >
        {label}
      </Button>
      {open ? (
        <div
          id={id}
          role="group"
          aria-label={label}
          style={{
            position: "absolute",
            insetInlineEnd: 0,
            top: "calc(100% + 4px)",
            zIndex: 1050,
            width,
            maxHeight: 420,
            overflowY: "auto",
            padding: 12,
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          <Suspense fallback={<div aria-busy="true" style={{ minHeight: 40 }} />}>{children(close)}</Suspense>
        </div>
      ) : null}
    </div>
  );
}
