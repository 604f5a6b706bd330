import Button from "antd/es/button";
import Space from "antd/es/space";
import type { ReactNode } from "react";
import type { Flow } from "./use-flow";

/** Props of {@link FlowActions}. */
export interface FlowActionsProps {
  /** The flow, from `useFlow`. */
  flow: Pick<Flow<unknown>, "isFirst" | "isLast" | "cancel"> & {
    readonly back: () => void;
    readonly next: () => boolean;
  };
  /** The buttons' visible texts (from the area's texts). */
  labels: { back: string; next: string; cancel: string };
  /**
   * What Next does; default `flow.next()`. A step that checks its fields first shows their
   * problems and calls `flow.next()` only when there are none.
   */
  onNext?: () => void;
  /** What Cancel does; default `flow.cancel()` (reset, step 1). */
  onCancel?: () => void;
  /** What stands in Next's place on the last step (the flow's own finish, e.g. Save). */
  finish?: ReactNode;
}

/**
 * Back, Next (or the last step's finish) and Cancel of a flow (000 §2 counter; issue 18 §1): real
 * buttons in reading order, so Tab reaches them and Enter or Space presses them. Back is absent on
 * step 1 (the counter never goes below 1).
 */
export function FlowActions({ flow, labels, onNext, onCancel, finish }: FlowActionsProps) {
  return (
    <Space style={{ marginTop: 24 }}>
      {flow.isFirst ? null : <Button onClick={() => flow.back()}>{labels.back}</Button>}
      {flow.isLast ? (
        finish
      ) : (
        <Button type="primary" onClick={onNext ?? (() => void flow.next())}>
          {labels.next}
        </Button>
      )}
      <Button onClick={onCancel ?? (() => flow.cancel())}>{labels.cancel}</Button>
    </Space>
  );
}
