import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useInvalidate } from "@refinedev/core";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { refetchWhilePending } from "../../../lib/refetch-while-pending";
import { glosaErrorKey, isGlosaErrorCode } from "./glosa-errors";
import { glosaFilesQuery, pollGlosaFiles, type GlosaFile } from "./glosa-queries";

/** What {@link useGlosaFiles} gives the files panel. */
export interface GlosaFiles {
  /** The server's recent files (`glosaFilesQuery`), for its loading state. */
  recent: UseQueryResult<GlosaFile[]>;
  /** Files uploaded or changed on this screen, newest first, then the server's recent files. */
  files: GlosaFile[];
  /** Puts changed files (an upload's answer, a disabled file) first, replacing their old rows. */
  upsert: (changed: readonly GlosaFile[]) => void;
}

/**
 * The glosa files the panel shows (001 §4 "File processing", §7): the server's recent files with
 * those followed on this screen on top, and the files in progress polled (`POST
 * storage/files/polling`) every 2 s while any is PROCESSING (`refetchWhilePending`, 000 §9). A file
 * that becomes loaded says so and refreshes the glosas list; a declined one says why.
 */
export function useGlosaFiles(): GlosaFiles {
  const { t } = useTranslation();
  const http = useHttp();
  const { message } = useAlerts();
  const invalidate = useInvalidate();
  const recent = useQuery(glosaFilesQuery(http));
  const [followed, setFollowed] = useState<GlosaFile[]>([]);

  const files = useMemo(() => {
    const ids = new Set(followed.map((f) => f.id));
    return [...followed, ...(recent.data ?? []).filter((f) => !ids.has(f.id))];
  }, [followed, recent.data]);
  const upsert = useCallback(
    (changed: readonly GlosaFile[]) =>
      setFollowed((current) => {
        const ids = new Set(changed.map((f) => f.id));
        return [...changed, ...current.filter((f) => !ids.has(f.id))];
      }),
    [],
  );

  const processing = useMemo(
    () => files.filter((f) => f.status === "PROCESSING").map((f) => f.fileReferenceId),
    [files],
  );
  const processingKey = processing.join(",");

  // A polled change: a loaded file refreshes the glosas list, a declined one says why.
  const applyPolled = useCallback(
    (polled: GlosaFile[], before: readonly GlosaFile[]) => {
      for (const next of polled) {
        const previous = before.find((f) => f.id === next.id);
        if (!previous || previous.status === next.status) continue;
        if (next.status === "LOADED") {
          message.success(t("glosas.upload.sent", { name: next.fileName }));
          void invalidate({ resource: "glosas", dataProviderName: "denials", invalidates: ["list"] });
        }
        if (next.status === "DECLINED") {
          const code = next.errorCode;
          message.error(
            t("glosas.files.message", {
              name: next.fileName,
              message: isGlosaErrorCode(code) ? t(glosaErrorKey(code)) : (next.message ?? ""),
            }),
          );
        }
      }
      setFollowed((current) => {
        const ids = new Set(polled.map((f) => f.id));
        return [
          ...current.map((f) => polled.find((p) => p.id === f.id) ?? f),
          ...polled.filter((p) => ids.has(p.id) && !current.some((f) => f.id === p.id)),
        ];
      });
    },
    [invalidate, message, t],
  );
  const filesRef = useRef(files);
  useEffect(() => {
    filesRef.current = files;
  }, [files]);

  // 001 §7: the files in progress, polled every 2 s while any is PROCESSING (the one shared helper);
  // each answer is applied as it arrives, never after the panel is gone (the query's signal).
  useQuery({
    queryKey: ["denials", "files", "polling", processingKey] as const,
    queryFn: async ({ signal }) => {
      const polled = await pollGlosaFiles(http, processingKey.split(","));
      if (!signal.aborted) applyPolled(polled, filesRef.current);
      return polled;
    },
    enabled: processingKey !== "",
    gcTime: 0,
    refetchInterval: refetchWhilePending(
      http,
      (data?: GlosaFile[]) => data === undefined || data.some((f) => f.status === "PROCESSING"),
    ),
  });

  return { recent, files, upsert };
}
