import { createCache } from "@ant-design/cssinjs";

/** One entry of antd's style cache: `[components mounted that use it, computed value]`. */
type CacheEntry = [number, unknown];

/** antd's style cache (`@ant-design/cssinjs`), as {@link createCache} makes it. */
export type StyleCache = ReturnType<typeof createCache>;

/**
 * antd's style cache for the whole page, keeping what it computed after the last component using
 * it unmounts.
 *
 * antd builds each component's CSS at run time: the first time a component of a kind mounts, its
 * style object is generated, parsed and serialised (`useStyleRegister`), then injected. The
 * library forgets the result when the last component of that kind unmounts (its `<style>` stays in
 * the page), so every client-side navigation back to a screen computes again the styles of every
 * component only that screen uses: for the v2 sponsor form (date pickers, selects, text areas,
 * checkboxes) this was about a quarter of the time to its first fields (issue 10 §5). Here an
 * entry whose count falls to zero is kept with a count of zero; mounting again finds it and only
 * checks that its `<style>` is in the page. Entries are few (one per component kind, theme and
 * token override), so keeping them for the page's life costs little memory.
 * @returns a cache for `<StyleProvider cache={…}>`.
 */
export function createKeptStyleCache(): StyleCache {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key: string, valueFn: (previous: CacheEntry | null) => CacheEntry | null) =>
    update(key, (previous: CacheEntry | null) => {
      const next = valueFn(previous);
      return next === null && previous ? [0, previous[1]] : next;
    });
  return cache;
}
