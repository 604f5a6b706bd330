import { Widgets } from "@rjsf/antd";
import type { WidgetProps } from "@rjsf/utils";

const ThemeRadio = Widgets.RadioWidget;

/**
 * `"ui:widget": "radio"`: RJSF's antd radio group, each radio disabled with the group in a
 * read-only form (RJSF's own gives each radio `disabled={disabled}`, which wins over the group's:
 * a read-only form's radios could be changed, issue 8 §2 "a viewer sees it read-only").
 */
export default function RadioWidget(props: WidgetProps) {
  return <ThemeRadio {...props} disabled={props.disabled || props.readonly} />;
}
