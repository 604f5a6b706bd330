/**
 * Sponsor field patterns (001 §5 "Authorization form fields can require a pattern"; "Text inputs
 * with a pattern reject a character that breaks it").
 *
 * A pattern is read exactly as JSON Schema's `pattern` keyword is read by ajv (and so by the form's
 * validation): an ECMAScript regular expression with the `u` flag, not anchored (it must be found
 * somewhere in the value; sponsors anchor with `^…$`).
 *
 * Validation on submit needs the full test. While the user types, the value is usually incomplete
 * (`001-12` on the way to `^\d{3}-\d{7}-\d$`), so a keystroke is judged by whether the value can
 * still become valid: whether some continuation `value + t` passes the full test ("viable
 * prefix"). A character "breaks" the pattern exactly when no continuation can repair it.
 *
 * The viable-prefix test parses the pattern into a small tree and matches it by backtracking,
 * treating the end of the typed value as "anything may follow". Character classes, escapes and `.`
 * are tested with the platform's own RegExp, so their meaning is exactly the full test's. Constructs
 * whose prefix meaning cannot be decided this way (lookarounds, back-references, word boundaries),
 * or a search longer than {@link STEP_BUDGET} steps, make the test lenient (`true`): the keystroke
 * is accepted and the full test on submit still applies. It never refuses a value the full test
 * would accept, and it is bounded: a keystroke never waits on a backtracking pattern.
 */

/** Backtracking steps allowed for one viable-prefix test before it gives up and accepts. */
export const STEP_BUDGET = 20_000;

type PatternNode =
  | { kind: "char"; test: (char: string) => boolean }
  | { kind: "seq"; items: PatternNode[] }
  | { kind: "alt"; options: PatternNode[] }
  | { kind: "repeat"; node: PatternNode; min: number; max: number }
  | { kind: "start" }
  | { kind: "end" };

/** Thrown by the parser for a construct the viable-prefix test does not support. */
class Unsupported extends Error {}

/** Thrown by the matcher when {@link STEP_BUDGET} is spent. */
class OutOfSteps extends Error {}

/** A compiled pattern: the full test (submit) and the viable-prefix test (typing). */
export interface CompiledPattern {
  /** The pattern as the sponsor sent it. */
  readonly source: string;
  /** True when `value` passes the pattern as JSON Schema `pattern` (ajv, `u` flag, unanchored). */
  matches(value: string): boolean;
  /**
   * True when some continuation of `value` (possibly empty) passes {@link CompiledPattern.matches}:
   * the value does not yet break the pattern. Lenient (`true`) when the pattern uses a construct the
   * test does not support (see {@link CompiledPattern.exactPrefixTest}).
   */
  isViablePrefix(value: string): boolean;
  /** False when the pattern uses lookarounds, back-references or word boundaries (prefix test lenient). */
  readonly exactPrefixTest: boolean;
}

const cache = new Map<string, CompiledPattern>();
const CACHE_LIMIT = 200;

/**
 * Compiles a sponsor pattern (cached by source).
 * @param source - the field's `pattern`, an ECMAScript regular expression source.
 * @throws SyntaxError when `source` is not a valid regular expression with the `u` flag (the builder
 *   turns this into an `INVALID_FIELD` error naming the field).
 */
export function compilePattern(source: string): CompiledPattern {
  const cached = cache.get(source);
  if (cached) return cached;
  const full = new RegExp(source, "u");
  let tree: PatternNode | undefined;
  try {
    tree = new Parser(source).parse();
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
  }
  const compiled: CompiledPattern = {
    source,
    exactPrefixTest: tree !== undefined,
    matches: (value) => full.test(value),
    isViablePrefix: (value) => {
      // The platform RegExp is not run here: a sponsor pattern with nested quantifiers could
      // backtrack for seconds on each keystroke; the tree matcher stops at STEP_BUDGET.
      if (!tree) return true;
      try {
        return viablePrefix(tree, Array.from(value));
      } catch (error) {
        if (error instanceof OutOfSteps) return true;
        throw error;
      }
    },
  };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(source, compiled);
  return compiled;
}

/** True when `source` compiles as a JSON Schema pattern (ECMAScript, `u` flag). */
export function isValidPattern(source: string): boolean {
  try {
    new RegExp(source, "u");
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Matching

function viablePrefix(root: PatternNode, input: readonly string[]): boolean {
  const n = input.length;
  let steps = 0;

  // m(node, i, k): can `node` match starting at code point i, with the continuation k accepting
  // where it ends? Running out of input anywhere counts as success: the rest may follow.
  const m = (node: PatternNode, i: number, k: (j: number) => boolean): boolean => {
    if (++steps > STEP_BUDGET) throw new OutOfSteps();
    switch (node.kind) {
      case "char":
        if (i >= n) return true;
        return node.test(input[i]) && k(i + 1);
      case "start":
        return i === 0 && k(i);
      case "end":
        return i >= n && k(i);
      case "alt":
        return node.options.some((option) => m(option, i, k));
      case "seq":
        return seq(node.items, 0, i, k);
      case "repeat":
        return repeat(node, 0, i, k);
    }
  };
  const seq = (items: PatternNode[], index: number, i: number, k: (j: number) => boolean): boolean =>
    index === items.length ? k(i) : m(items[index], i, (j) => seq(items, index + 1, j, k));
  const repeat = (
    node: Extract<PatternNode, { kind: "repeat" }>,
    count: number,
    i: number,
    k: (j: number) => boolean,
  ): boolean => {
    if (count >= node.min && k(i)) return true;
    if (count >= node.max) return false;
    // An iteration that consumed nothing can repeat for the remaining minimum: go on directly.
    return m(node.node, i, (j) => (j === i ? k(j) : repeat(node, count + 1, j, k)));
  };

  // Search semantics: a match may start at any position, including after the typed value.
  for (let start = 0; start <= n; start++) {
    if (m(root, start, () => true)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Parsing (ECMAScript regular expressions with the `u` flag; the source already compiled)

class Parser {
  private readonly chars: string[];
  private pos = 0;

  constructor(source: string) {
    this.chars = Array.from(source);
  }

  parse(): PatternNode {
    const node = this.disjunction();
    if (this.pos < this.chars.length) throw new Unsupported(`unexpected ${this.chars[this.pos]}`);
    return node;
  }

  private peek(offset = 0): string | undefined {
    return this.chars[this.pos + offset];
  }

  private disjunction(): PatternNode {
    const options = [this.alternative()];
    while (this.peek() === "|") {
      this.pos++;
      options.push(this.alternative());
    }
    return options.length === 1 ? options[0] : { kind: "alt", options };
  }

  private alternative(): PatternNode {
    const items: PatternNode[] = [];
    while (this.pos < this.chars.length && this.peek() !== "|" && this.peek() !== ")") {
      items.push(this.term());
    }
    return items.length === 1 ? items[0] : { kind: "seq", items };
  }

  private term(): PatternNode {
    const char = this.peek();
    if (char === "^") {
      this.pos++;
      return { kind: "start" };
    }
    if (char === "$") {
      this.pos++;
      return { kind: "end" };
    }
    const atom = this.atom();
    return this.quantifier(atom);
  }

  private quantifier(atom: PatternNode): PatternNode {
    const char = this.peek();
    let min: number;
    let max: number;
    if (char === "*") [min, max] = [0, Infinity];
    else if (char === "+") [min, max] = [1, Infinity];
    else if (char === "?") [min, max] = [0, 1];
    else if (char === "{") {
      const rest = this.chars.slice(this.pos).join("");
      const braces = /^\{(\d+)(,(\d*))?\}/.exec(rest);
      if (!braces) throw new Unsupported("brace");
      min = Number(braces[1]);
      max = braces[2] === undefined ? min : braces[3] === "" ? Infinity : Number(braces[3]);
      this.pos += Array.from(braces[0]).length - 1;
    } else return atom;
    this.pos++;
    if (this.peek() === "?") this.pos++; // lazy: the same set of matches
    return { kind: "repeat", node: atom, min, max };
  }

  private atom(): PatternNode {
    const char = this.peek();
    if (char === "(") return this.group();
    const start = this.pos;
    if (char === "[") this.skipClass();
    else if (char === "\\") this.skipEscape();
    else this.pos++;
    return charNode(this.chars.slice(start, this.pos).join(""));
  }

  private group(): PatternNode {
    this.pos++; // (
    if (this.peek() === "?") {
      const next = this.peek(1);
      if (next === ":") this.pos += 2;
      else if (next === "<" && this.peek(2) !== "=" && this.peek(2) !== "!") {
        while (this.peek() !== ">") this.pos++;
        this.pos++;
      } else throw new Unsupported("lookaround");
    }
    const inner = this.disjunction();
    if (this.peek() !== ")") throw new Unsupported("unclosed group");
    this.pos++;
    return inner;
  }

  private skipClass(): void {
    this.pos++; // [
    while (this.pos < this.chars.length && this.peek() !== "]") {
      if (this.peek() === "\\") this.pos += 2;
      else this.pos++;
    }
    this.pos++; // ]
  }

  private skipEscape(): void {
    const next = this.peek(1);
    if (next === undefined) throw new Unsupported("trailing backslash");
    if (next === "b" || next === "B") throw new Unsupported("word boundary");
    if (next === "k" || /[1-9]/.test(next)) throw new Unsupported("back-reference");
    this.pos += 2;
    if ((next === "p" || next === "P" || next === "u") && this.peek() === "{") {
      while (this.peek() !== "}") this.pos++;
      this.pos++;
    } else if (next === "u") this.pos += 4;
    else if (next === "x") this.pos += 2;
    else if (next === "c") this.pos += 1;
  }
}

/** A node testing one code point with the platform's RegExp for the atom's source (`[a-z]`, `\d`, `.`, `a`). */
function charNode(source: string): PatternNode {
  const single = new RegExp(`^(?:${source})$`, "u");
  return { kind: "char", test: (char) => single.test(char) };
}
