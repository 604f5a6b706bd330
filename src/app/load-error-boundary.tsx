import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";

function LoadFailed({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={chunk ? t("errors.chunkLoad") : t("errors.unknown")}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t("app.reload")}
        </Button>
      }
    />
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
