/**
 * antd's style cache kept for the page (src/app/style-cache.ts): a component kind's styles are
 * computed once, not again each time a screen using it mounts after the last one unmounted
 * (issue 10 §5, the v2 form's first render on a second visit).
 */
import { createCache, StyleProvider } from "@ant-design/cssinjs";
import DatePicker from "antd/es/date-picker";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createKeptStyleCache, type StyleCache } from "../../../src/app/style-cache";

/** The cache's style entries (`style%…` keys) and how many mounted components use each. */
function styleEntries(cache: StyleCache): Map<string, number> {
  const entries = new Map<string, number>();
  for (const [key, [count]] of cache.cache) if (key.startsWith("style%")) entries.set(key, count);
  return entries;
}

function mountAndUnmount(cache: StyleCache): { mounted: Map<string, number>; after: Map<string, number> } {
  const view = render(
    <StyleProvider cache={cache}>
      <DatePicker aria-label="Date" />
    </StyleProvider>,
  );
  const mounted = styleEntries(cache);
  view.unmount();
  return { mounted, after: styleEntries(cache) };
}

describe("the page's style cache", () => {
  it("keeps a component's computed styles after the last one using them unmounts", () => {
    const cache = createKeptStyleCache();
    const { mounted, after } = mountAndUnmount(cache);
    expect(mounted.size).toBeGreaterThan(0);
    expect([...mounted.values()].every((count) => count > 0)).toBe(true);
    expect([...after.keys()]).toEqual([...mounted.keys()]);
    expect([...after.values()].every((count) => count === 0)).toBe(true);
    const computed = [...mounted.keys()].map((key) => cache.opGet(key)?.[1]);

    // Mounted again: the same computed values, counted again.
    render(
      <StyleProvider cache={cache}>
        <DatePicker aria-label="Date" />
      </StyleProvider>,
    );
    expect([...mounted.keys()].map((key) => cache.opGet(key)?.[1])).toEqual(computed);
    expect([...styleEntries(cache).values()].every((count) => count > 0)).toBe(true);
  });

  it("differs from antd's own cache, which forgets them", () => {
    const { mounted, after } = mountAndUnmount(createCache());
    expect(mounted.size).toBeGreaterThan(0);
    expect(after.size).toBe(0);
  });
});
