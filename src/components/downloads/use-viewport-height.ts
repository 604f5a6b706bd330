import { useEffect, useState } from "react";
import { RESIZE_DEBOUNCE_MS } from "../../lib/download-manager/constants";
import { debounce } from "../../lib/download-manager/debounce";

/**
 * The viewport's inner height, in px, updated 300 ms after the last resize (001 §9 "resize
 * handling debounced at 300 ms").
 */
export function useViewportHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const update = debounce(() => setHeight(window.innerHeight), RESIZE_DEBOUNCE_MS);
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("resize", update);
      update.cancel();
    };
  }, []);
  return height;
}
