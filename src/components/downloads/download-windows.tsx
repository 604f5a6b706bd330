import { layoutWindows } from "../../lib/download-manager/layout";
import { useDownloadManager, useDownloadsState } from "./downloads-context";
import { DownloadWindow, type DownloadWindowActions } from "./download-window";
import { useViewportHeight } from "./use-viewport-height";

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
    onClose: manager.close,
  };
  return (
    <>
      {windows.map((window, index) => (
        <DownloadWindow key={window.id} window={window} box={boxes[index]} actions={actions} />
      ))}
    </>
  );
}
