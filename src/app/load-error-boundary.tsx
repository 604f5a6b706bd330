import { Component, type ErrorInfo, type ReactNode } from "react";
import Button from "antd/es/button";
import { useTranslation } from "react-i18next";

function LoadFailed({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation();
  return (
    // Plain elements and the entry's Button only: this shows when code failed to load, so it
    // must need no other chunk (and Result's illustrations would weigh on every route).
    <div role="alert" className="load-failed">
      <p>{chunk ? t("errors.chunkLoad") : t("errors.unknown")}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t("app.reload")}
      </Button>
    </div>
  );
}

/** True for a failed lazy import or style chunk (000 §8 "Load failures"). */
export function isChunkLoadError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  const message = String((error as { message?: unknown } | null)?.message ?? "");
  return (
    name === "ChunkLoadError" ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      message,
    )
  );
}

/**
 * Catches a screen that fails to load or render and shows a translated message with a reload
 * button instead of a blank page (000 §8 "Load failures: ChunkLoadError … or a style chunk load
 * error"). Nothing of the error is shown to the user.
 */
export class LoadErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(
      "Screen failed",
      error instanceof Error ? error.name : error,
      info.componentStack?.split("\n")[1]?.trim(),
    );
  }

  override render() {
    if (this.state.error !== null) return <LoadFailed chunk={isChunkLoadError(this.state.error)} />;
    return this.props.children;
  }
}
