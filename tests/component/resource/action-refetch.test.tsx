/**
 * After an action the list refetches (`onDone`), unless the action's outcome says it changed
 * nothing the list shows (`unchanged`, a download: docs/performance.md "downloadWindow: the grid
 * refetched"): a download of 50 accounts refetched the grid it started from, and that answer and
 * its re-render competed with the download's first prepare calls.
 */
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, renderHook } from "@testing-library/react";
import { AlertsProvider } from "../../../src/base/alerts/alerts";
import { useActionRunner, type ActionOutcome } from "../../../src/components/resource/use-row-action-runner";

afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => <AlertsProvider>{children}</AlertsProvider>;

async function runWith(outcome: ActionOutcome): Promise<number> {
  const onDone = vi.fn();
  const { result } = renderHook(() => useActionRunner("accounts", onDone), { wrapper });
  await act(async () => {
    result.current.run({ name: "downloadFiles" } as never, "bulk:downloadFiles", () =>
      Promise.resolve(outcome),
    );
    await Promise.resolve();
  });
  expect(result.current.running).toBeNull();
  return onDone.mock.calls.length;
}

describe("the list after an action", () => {
  it("refetches after an action that reported its own outcome", async () => {
    expect(await runWith({ quiet: true })).toBe(1);
  });

  it("does not refetch after an action that changed nothing it shows (a download)", async () => {
    expect(await runWith({ quiet: true, unchanged: true })).toBe(0);
  });
});
