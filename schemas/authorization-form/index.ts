/**
 * Sponsor authorization forms (issue 10 §1–§2; 000 §3–§5, 001 §3–§5): the definition's shape,
 * the builder to RJSF steps, and the field behaviour helpers. See docs/architecture.md
 * "Sponsor forms".
 */
export * from "./definition";
export * from "./errors";
export * from "./build";
export * from "./field-behaviour";
export { compilePattern, isValidPattern, type CompiledPattern } from "./pattern";
