import { layoutWindows } from "../../lib/download-manager/layout";
import { useDownloadManager, useDownloadsState } from "./downloads-context";
import { DownloadWindow, type DownloadWindowActions } from "./download-window";
import { useViewportHeight } from "./use-viewport-height";

/** Id of the signed-in layout's main content (focusable, `tabIndex={-1}`). */
const MAIN_CONTENT_ID = "main-content";

/**
 * The floating download windows, stacked at the bottom right (001 §4, §9), repositioned when one
 * is minimized, expanded or closed and 300 ms after the viewport is resized. Loaded lazily by
 * `DownloadManagerProvider` with the first download.
 */
export default function DownloadWindows() {
  const manager = useDownloadManager();
  const { windows } = useDownloadsState();
  const viewportHeight = useViewportHeight();
  const boxes = layoutWindows(windows, viewportHeight);
  const actions: DownloadWindowActions = {
    onMinimize: manager.minimize,
    onExpand: manager.expand,
    onCancel: manager.cancel,
    onClose: (id) => {
      manager.close(id);
      // The focused Close button goes away with its window: keyboard users continue from the
      // page's main content (src/app/portal-layout.tsx `#main-content`), not from the top.
      document.getElementById(MAIN_CONTENT_ID)?.focus();
    },
  };
  return (
    <>
      {windows.map((window, index) => (
        <DownloadWindow key={window.id} window={window} box={boxes[index]} actions={actions} />
      ))}
    </>
  );
}
