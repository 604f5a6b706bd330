import { queryOptions } from "@tanstack/react-query";
import type { HttpClient } from "../../../../providers/http";
import type { AiErrorReason } from "../../../../schemas/requests/ai-rules";
import type { AiAnalysedDocument } from "../../../../schemas/entities/ai-analysed-document";
import type { AiConfiguration } from "../../../../schemas/entities/ai-configuration";

/**
 * The reads of the AI screens (001 §7 "AI configuration calls", "support-files/
 * sent-for-ai-validation", "GET support-files (sortBy=name)", "all-agreements"; issue 8 §5), as
 * TanStack query options. Answers are camel-cased by the HTTP layer.
 */

/** Root of every AI query key (a rule change invalidates it whole: results depend on the rules). */
export const AI_KEY = ["rcm", "ai"] as const;

/** The path of the AI rules (document-validation service). */
export const RULES_PATH = "/document-validation/v1/document-configurations";
/** The path of the documents sent for AI validation. */
export const DOCUMENTS_PATH = "/rcm/v1/support-files/sent-for-ai-validation";

/** One result row of an analysed document (001 §3 "Result rows"). `confidence` is a percentage. */
export interface AiResultRow {
  fieldSlug: string;
  valueRead: string | null;
  confidence: number;
  rejectionReasons: (AiErrorReason | string)[];
  status: string;
  denialRisk: string;
}

/** One analysed document with its rows. */
export type AiDocumentResults = AiAnalysedDocument & { results: AiResultRow[] };

/** `GET …/available-fields?analysis_type=`: the fields the AI reads for a type. */
export function availableFieldsQuery(http: HttpClient, analysisType: string | undefined) {
  return queryOptions({
    queryKey: [...AI_KEY, "available-fields", analysisType ?? ""] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<{ fieldSlug: string }[]>(`${RULES_PATH}/available-fields`, {
          params: { analysis_type: analysisType },
          signal,
        })
      ).data.map((f) => f.fieldSlug),
    enabled: Boolean(analysisType),
    staleTime: 5 * 60_000,
  });
}

/** `GET …/document-configurations/{supportFileCode}`: one rule (edit mode). */
export function ruleQuery(http: HttpClient, supportFileCode: string) {
  return queryOptions({
    queryKey: [...AI_KEY, "rule", supportFileCode] as const,
    queryFn: async ({ signal }) =>
      (await http.get<AiConfiguration>(`${RULES_PATH}/${encodeURIComponent(supportFileCode)}`, { signal }))
        .data,
    enabled: supportFileCode !== "",
  });
}

/** `GET rcm/v1/support-files?sortBy=name`: the support file types a rule may read. */
export function supportFileTypesQuery(http: HttpClient) {
  return queryOptions({
    queryKey: [...AI_KEY, "support-file-types"] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<{ fileCode: string; name: string }[]>("/rcm/v1/support-files", {
          params: { sortBy: "name" },
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
  });
}

/** `GET rcm/v1/provider-payer-configurations/all-agreements`: the provider's agreements. */
export function agreementsQuery(http: HttpClient) {
  return queryOptions({
    queryKey: [...AI_KEY, "agreements"] as const,
    queryFn: async ({ signal }) =>
      (
        await http.get<{ agreementCode: string; agreementName: string }[]>(
          "/rcm/v1/provider-payer-configurations/all-agreements",
          { signal },
        )
      ).data,
    staleTime: 5 * 60_000,
  });
}

/** `GET …/sent-for-ai-validation/{id}`: one analysed document with its result rows. */
export function documentResultsQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: [...AI_KEY, "results", id] as const,
    queryFn: async ({ signal }) =>
      (await http.get<AiDocumentResults>(`${DOCUMENTS_PATH}/${encodeURIComponent(id)}`, { signal })).data,
    enabled: id !== "",
  });
}

/** The rules editor's path: a new rule, or the rule of `supportFileCode` (001 §2 "params mode"). */
export function editorPath(supportFileCode?: string): string {
  if (!supportFileCode) return "/rcm/ai-configuration-rules-editor?mode=create";
  return `/rcm/ai-configuration-rules-editor?${new URLSearchParams({ mode: "edit", supportFileCode }).toString()}`;
}
