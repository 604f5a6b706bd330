import { useCallback, useEffect, useRef, useState } from "react";
import type { BaseRecord, CrudFilter, CrudSort } from "@refinedev/core";
import { useDataProvider } from "@refinedev/core";
import { isAbortError, selectErrorMessage, type ErrorMessage } from "../../../providers/http";
import type { CsvColumn } from "../../lib/csv";
import { saveTextFile } from "../../lib/save-file";
import { fetchAllRows } from "./export-rows";

/** State of an export. */
export type ExportStatus = "idle" | "running" | "done" | "cancelled" | "failed";

/** What {@link useCsvExport} exports. */
export interface CsvExportRequest {
  resource: string;
  dataProviderName: string;
  meta: Record<string, unknown>;
  filters: CrudFilter[];
  sorters: CrudSort[];
  columns: CsvColumn<BaseRecord>[];
  /** Base of the file name (e.g. the resource name). */
  fileBase: string;
}

/** The export state and its controls. */
export interface CsvExport {
  status: ExportStatus;
  fetched: number;
  total: number | undefined;
  /** Rounded percent of rows fetched. */
  percent: number;
  error: ErrorMessage | undefined;
  start(request: CsvExportRequest): Promise<void>;
  cancel(): void;
}

/**
 * Exports the current filtered list to CSV (issue 3): every page through the data provider
 * (`getList`, 200 rows a page), progress as rows fetched / total, cancel with an AbortController
 * (also on unmount), then a CSV of the visible columns with the texts the list shows, saved as
 * a file.
 */
export function useCsvExport(): CsvExport {
  const dataProviders = useDataProvider();
  const controller = useRef<AbortController | null>(null);
  const [status, setStatus] = useState<ExportStatus>("idle");
  const [fetched, setFetched] = useState(0);
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [error, setError] = useState<ErrorMessage | undefined>(undefined);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (request: CsvExportRequest) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setStatus("running");
      setFetched(0);
      setTotal(undefined);
      setError(undefined);
      try {
        const rows = await fetchAllRows({
          dataProvider: dataProviders(request.dataProviderName),
          resource: request.resource,
          meta: request.meta,
          filters: request.filters,
          sorters: request.sorters,
          signal: own.signal,
          onProgress: (count, all) => {
            setFetched(count);
            setTotal(all);
          },
        });
        if (own.signal.aborted) return;
        // The CSV writer (papaparse) loads with the first export, not with every list.
        const { exportFileName, toCsv } = await import("../../lib/csv");
        saveTextFile(toCsv(rows, request.columns), exportFileName(request.fileBase));
        setStatus("done");
      } catch (caught) {
        if (isAbortError(caught) || own.signal.aborted) {
          setStatus("cancelled");
          return;
        }
        setError(selectErrorMessage(caught));
        setStatus("failed");
      } finally {
        if (controller.current === own) controller.current = null;
      }
    },
    [dataProviders],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setStatus("cancelled");
  }, []);

  const percent = total ? Math.round((fetched / total) * 100) : status === "done" ? 100 : 0;
  return { status, fetched, total, percent, error, start, cancel };
}
