import Steps from "antd/es/steps";
import { useEffect, useRef } from "react";

/** Props of {@link FlowSteps}. */
export interface FlowStepsProps {
  /** The flow, from `useFlow` (its counter and step). */
  flow: { readonly counter: number; readonly step: { readonly id: string } };
  /** The visible title of each step, in order (from the area's texts). */
  titles: readonly string[];
  /** The current step's heading (e.g. "Step 2 of 3: Fields", from the area's texts). */
  heading: string;
  /** The heading's level; default 2 (under the screen's h1). */
  level?: 2 | 3;
}

/**
 * The steps header of a flow (DESIGN.md §12; issue 18 §1): antd `Steps` with the step counter of
 * 000 §2 (`flow.counter`, 1-based), and the current step's heading, which takes the focus on
 * every step change (Next, Back, a guard sending the user back, the browser's Back), so keyboard
 * and screen-reader users land on the new step; never on first render (the page's own focus
 * rules apply then). The header has no texts of its own: titles and heading come from the area.
 */
export function FlowSteps({ flow, titles, heading, level = 2 }: FlowStepsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(flow.counter);
  useEffect(() => {
    if (shown.current === flow.counter) return;
    shown.current = flow.counter;
    headingRef.current?.focus();
  }, [flow.counter]);
  const Heading = `h${level}` as const;
  return (
    <>
      <Steps
        current={flow.counter - 1}
        size="small"
        style={{ marginBottom: 24 }}
        items={titles.map((title) => ({ title }))}
      />
      <Heading ref={headingRef} tabIndex={-1} data-flow-step={flow.step.id} style={{ fontSize: 18 }}>
        {heading}
      </Heading>
    </>
  );
}
