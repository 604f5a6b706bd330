import { useState, type ClipboardEvent } from "react";
import Input from "antd/es/input/Input";
import TextArea from "antd/es/input/TextArea";
import type { WidgetProps } from "@rjsf/utils";
import { useTranslation } from "react-i18next";
import {
  acceptsTypedValue,
  applyPaste,
  normalizeNumber,
  type TextFieldRules,
} from "../../../../schemas/authorization-form/field-behaviour";
import { acceptsNumberText, NEGATIVE_OPTION } from "./number-fields";

/** What the widget tells the user about its last refusal (read by screen readers: role=status). */
type Notice = "charRejected" | "pasteCleared" | "numberCleared" | "negativeRejected" | null;

/**
 * `"ui:widget": "text"` / `"textarea"` of sponsor forms (001 §5; issue 10 §2), applying the
 * builder's `ui:options` (schemas/authorization-form/build.ts): `textRules` (pattern, lengths,
 * multiline) and `numeric`.
 * - A keystroke whose value breaks the pattern or the maximum length is rejected
 *   (`acceptsTypedValue`), the field keeps its value and says why.
 * - A paste: newlines become spaces in one-line fields; a value that fails is cleared (`applyPaste`).
 * - A numeric field takes only what can be part of a number (digits, thousands commas, a point; a
 *   minus only when the definition allows negative numbers, `ui:options.negative`, number-fields.ts;
 *   issue 19 §7): another keystroke is rejected and said, a paste that is not a number clears it.
 *   It gives the form the number while it is one, and on leaving is normalised (`normalizeNumber`:
 *   commas removed) or blank when it is not a number (or negative where that is not allowed).
 * An empty value is `undefined` for the form, so `required` applies.
 * A multiline field grows with its text by CSS (`field-sizing: content`, 3 to 8 lines; a fixed
 * 3 lines, resizable, where a browser lacks it) rather than antd's `autoSize`, which measures each
 * text area's computed style on mount: 15 of them forced 15 layouts of a 120-field form.
 */
export default function SponsorTextWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, disabled, readonly, rawErrors, label, required } =
    props;
  const { t } = useTranslation();
  const rules = (options.textRules ?? {}) as TextFieldRules;
  const numeric = options.numeric === true;
  const negative = options[NEGATIVE_OPTION] === true;
  const multiline = rules.multiline === true;
  const outside = value === undefined || value === null ? "" : String(value);
  const [text, setText] = useState(outside);
  const [notice, setNotice] = useState<Notice>(null);

  // The values this field gave the form, as the form hands them back (`outside`), since the form
  // last caught up. The form's value lags behind typing when the page is busy: an echo of an older
  // keystroke ("0" arriving after "00" was typed) must not replace what is shown, or characters are
  // lost and reordered (typing 001- gave 010 under load, tests/e2e/v2.spec.ts).
  const [sent, setSent] = useState<string[]>([]);
  // A value set from outside (a restored draft, a reset) replaces what is shown (adjusted while
  // rendering, React's pattern for state derived from props).
  const [seen, setSeen] = useState(outside);
  if (seen !== outside) {
    setSeen(outside);
    const shown = numeric ? normalizeNumber(text).value : text === "" ? undefined : text;
    const echo = sent.includes(outside);
    // Caught up with the last keystroke: anything from outside after this is the form's own.
    if (echo && sent.at(-1) === outside) setSent([]);
    if (!echo && shown !== (outside === "" ? undefined : numeric ? Number(outside) : outside))
      setText(outside);
  }

  const commit = (next: string) => {
    setText(next);
    const given = numeric ? normalizeNumber(next).value : next === "" ? undefined : next;
    setSent((previous) => [...previous.slice(-49), given === undefined ? "" : String(given)]);
    onChange(given);
  };

  const typed = (candidate: string) => {
    const asNumber = numeric ? acceptsNumberText(candidate, negative) : true;
    if (asNumber === "negative") {
      setNotice("negativeRejected");
      return;
    }
    if (asNumber !== true || !acceptsTypedValue(candidate, rules)) {
      setNotice("charRejected");
      return;
    }
    setNotice(null);
    commit(candidate);
  };

  const pasted = (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const result = applyPaste(
      {
        value: text,
        selectionStart: target.selectionStart ?? text.length,
        selectionEnd: target.selectionEnd ?? text.length,
        pasted: event.clipboardData.getData("text"),
      },
      rules,
    );
    const cleared = result.cleared || (numeric && acceptsNumberText(result.value, negative) !== true);
    setNotice(cleared ? "pasteCleared" : null);
    const committed = cleared ? "" : result.value;
    commit(committed);
    const caret = cleared ? 0 : result.caret;
    // Only while the field still holds what the paste left: under load the frame came after the
    // next keys, and moving the caret then put them before the first ("1,250.50" read "250.501").
    requestAnimationFrame(() => {
      if (target.value === committed) target.setSelectionRange?.(caret, caret);
    });
  };

  const left = () => {
    if (numeric) {
      const normal = normalizeNumber(text);
      const belowZero = !negative && normal.value !== undefined && normal.value < 0;
      if (belowZero) setNotice("negativeRejected");
      else if (text.trim() !== "" && normal.value === undefined) setNotice("numberCleared");
      commit(belowZero ? "" : normal.text);
    }
    onBlur(id, text);
  };

  const field = label || id;
  const noticeId = `${id}__notice`;
  const common = {
    id,
    name: id,
    value: text,
    disabled: disabled || readonly,
    required,
    "aria-invalid": rawErrors && rawErrors.length > 0 ? true : undefined,
    "aria-describedby": noticeId,
    onFocus: () => onFocus(id, text),
    onBlur: left,
  };
  return (
    <>
      {multiline ? (
        <TextArea
          {...common}
          rows={3}
          className="pp-grow"
          onChange={(event) => typed(event.target.value)}
          onPaste={pasted}
        />
      ) : (
        <Input
          {...common}
          inputMode={numeric ? "decimal" : undefined}
          onChange={(event) => typed(event.target.value)}
          onPaste={pasted}
        />
      )}
      <div id={noticeId} role="status" aria-live="polite" className="pp-v2-field-notice">
        {notice ? t(`v2.form.${notice}`, { field }) : null}
      </div>
    </>
  );
}
