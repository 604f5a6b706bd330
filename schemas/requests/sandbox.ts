/** JSON Schemas of the sandbox-only calls (docs/api-contract.md "Sandbox-only calls"). */

/**
 * `POST /__sandbox/faults`: requests whose path (after /api) starts with `path_prefix` are answered
 * with `status` for the next `count` matching requests, after `delay_ms`. Without `status` the
 * fault only delays. `user` limits the fault to one signed-in username.
 */
export const faultBody = {
  type: "object",
  required: ["path_prefix"],
  additionalProperties: false,
  properties: {
    path_prefix: { type: "string", pattern: "^/", maxLength: 512 },
    status: { type: "integer", minimum: 202, maximum: 599 },
    count: { type: "integer", minimum: 1, maximum: 10000 },
    delay_ms: { type: "integer", minimum: 0, maximum: 120000 },
    user: { type: "string", minLength: 1, maxLength: 254 },
    error_code: { type: "string", pattern: "^[A-Z][A-Z0-9_]*$", maxLength: 64 },
    message: { type: "string", minLength: 1, maxLength: 500 },
    lose_answer: { enum: ["500", "reset"] },
    method: { enum: ["GET", "POST", "PUT", "PATCH", "DELETE"] },
  },
} as const;

/** Body of `POST /__sandbox/faults`. */
export interface FaultBody {
  path_prefix: string;
  /** HTTP status to answer (202 answers a Location that stays IN_PROGRESS for ever). */
  status?: number;
  /** How many matching requests get the fault (default 1). */
  count?: number;
  /** Delay before answering, in ms (default 0). */
  delay_ms?: number;
  /** Only requests of this username (lowercased). */
  user?: string;
  /**
   * `error_code` of the answer instead of the status's default (e.g. a download error code of
   * 001 §8: NO_FILES_AVAILABLE_FOR_DOWNLOAD, DATABASE_FILE_NOT_FOUND_IN_S3, TOO_MANY_OPERATIONS).
   */
  error_code?: string;
  /** `message` of the answer instead of "Injected fault". */
  message?: string;
  /**
   * A lost answer (issue 17 §4): the request is served in full (the work is done and, with an
   * Idempotency-Key, its answer stored), then the client gets a 500 (`"500"`, as a load balancer
   * behind which the connection dropped answers) or its connection is reset (`"reset"`, no answer
   * at all). `status` is ignored then.
   */
  lose_answer?: "500" | "reset";
  /** Only requests of this method (default: any method). */
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
}
