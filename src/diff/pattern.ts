import type { Effect } from '../rules/schema-kinds.js';

/**
 * Whether a `pattern` change is proven to reject or to admit a value, by witness: strings one side
 * accepts are tried on the other. A pattern change is breaking only when a witness proves it; two
 * regexes that merely look different (a widened range, a rewrite of the same language) are not.
 * Witnesses come from each pattern itself (a small generator for the common regex subset), from the
 * schema's own example values (`examples`, `default`, `enum`, `const`) and from a few plain strings.
 * Every candidate is checked against the real regex, so the generator may be approximate: it can
 * only miss a proof, never invent one.
 */

/** What one side of the change says about strings: its pattern (absent: any) and length bounds. */
export interface PatternSide {
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  /** Values the schema itself names as valid: `examples`, `default`, `enum`, `const` (strings only). */
  examples?: readonly string[];
  /** A `format` holds: plain strings are not witnesses then, only generated and named values. */
  format?: boolean;
}

/** The outcome: what the change does to the accepted strings, and one witness for each direction proven. */
export interface PatternVerdict {
  effect: Effect;
  /** A string the old side accepts and the new one rejects. */
  lost?: string;
  /** A string the new side accepts and the old one rejects. */
  gained?: string;
}

/** Plain strings most patterns have an opinion on; short, so no regex spends long on them. */
const PLAIN = ['abc', 'a', 'A', 'z', 'ABC', '0', '9', '123', ' ', '-', '_', '.', 'a b', 'a-1', 'a_b', 'test@example.com', 'https://example.com/x', '2024-01-31', ''];

/** Longest candidate tried. */
const MAX_WITNESS = 48;

/**
 * A quantified group that itself holds a quantifier (`(a+)+`, `(\w*)*`): the shape of catastrophic
 * backtracking. A server's pattern is hostile input, so such a pattern is not run: no proof.
 */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)[+*{]/;

function compile(pattern: string): RegExp | undefined {
  if (pattern.length > 1000 || NESTED_QUANTIFIER.test(pattern)) return undefined;
  try {
    return new RegExp(pattern, 'u');
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      return undefined;
    }
  }
}

/**
 * Classifies a change between two string sides. `undefined` when a pattern cannot be judged (it does
 * not compile, or has the shape of catastrophic backtracking): the caller keeps the kind's own verdict.
 */
export function comparePatterns(before: PatternSide, after: PatternSide): PatternVerdict | undefined {
  const old = before.pattern === undefined ? null : compile(before.pattern);
  const now = after.pattern === undefined ? null : compile(after.pattern);
  if (old === undefined || now === undefined) return undefined;
  const accepts = (side: PatternSide, re: RegExp | null, s: string): boolean =>
    (re === null || re.test(s)) && s.length >= (side.minLength ?? 0) && s.length <= (side.maxLength ?? Infinity);
  const plain = before.format || after.format ? [] : PLAIN;
  const raw = [
    ...(before.pattern === undefined ? [] : patternWitnesses(before.pattern)),
    ...(after.pattern === undefined ? [] : patternWitnesses(after.pattern)),
    ...(before.examples ?? []),
    ...(after.examples ?? []),
    ...plain,
  ];
  // A witness must also fit the length bounds, which the pattern alone does not know: with
  // minLength 2 and maxLength 2, removing `^a` admits "ba", but no raw candidate has two letters.
  const fitted = [before, after].flatMap((side) => raw.flatMap((s) => fitLength(s, side.minLength ?? 0, side.maxLength ?? Infinity)));
  const candidates = [...new Set([...raw, ...fitted])].filter((s) => s.length <= MAX_WITNESS);
  const lost = candidates.find((s) => accepts(before, old, s) && !(now === null || now.test(s)));
  const gained = candidates.find((s) => accepts(after, now, s) && !(old === null || old.test(s)));
  const effect: Effect = lost !== undefined && gained !== undefined ? 'both' : lost !== undefined ? 'narrows' : gained !== undefined ? 'widens' : 'neutral';
  return { effect, ...(lost === undefined ? {} : { lost }), ...(gained === undefined ? {} : { gained }) };
}

/**
 * A candidate stretched or cut to a length window, at either end so an anchored prefix or suffix
 * survives (repeating the end character keeps a class like `[a-z]*` satisfied). Empty when it fits.
 */
function fitLength(s: string, min: number, max: number): string[] {
  if (s.length >= min && s.length <= max) return [];
  if (s.length > max) return [s.slice(0, max), s.slice(s.length - max)];
  const need = Math.min(min, MAX_WITNESS + 1) - s.length;
  if (need <= 0) return [];
  const head = s[0] ?? 'a';
  const tail = s[s.length - 1] ?? 'a';
  return [s + tail.repeat(need), head.repeat(need) + s];
}

// ---------------------------------------------------------------- a witness generator for the common subset

type Node =
  | { t: 'chars'; options: string[] }
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; branches: Node[] }
  | { t: 'rep'; node: Node; min: number; max: number }
  | { t: 'empty' };

/** How one witness is built: which branch, how many repetitions, which member of a class. */
interface Mode {
  branch: number;
  rep: 'min' | 'more' | 'max';
  pick: 'first' | 'last';
}

/**
 * Strings the pattern should accept (not guaranteed: callers test them): each alternative, each
 * quantifier at its least, one more, and its most (capped), each class by its first and last member.
 * Empty when the pattern uses what the generator does not model (backreferences and the like).
 */
export function patternWitnesses(pattern: string): string[] {
  let tree: Node;
  try {
    tree = new Parser(pattern).parse();
  } catch {
    return [];
  }
  const widest = maxBranches(tree);
  const out = new Set<string>();
  for (let branch = 0; branch < Math.min(widest, 8); branch++) {
    for (const rep of ['min', 'more', 'max'] as const) {
      for (const pick of ['first', 'last'] as const) {
        const s = build(tree, { branch, rep, pick });
        if (s.length <= MAX_WITNESS) out.add(s);
      }
    }
  }
  return [...out];
}

function maxBranches(node: Node): number {
  switch (node.t) {
    case 'alt':
      return Math.max(node.branches.length, ...node.branches.map(maxBranches));
    case 'seq':
      return Math.max(1, ...node.items.map(maxBranches));
    case 'rep':
      return maxBranches(node.node);
    default:
      return 1;
  }
}

function build(node: Node, mode: Mode): string {
  switch (node.t) {
    case 'empty':
      return '';
    case 'chars':
      return (mode.pick === 'first' ? node.options[0] : node.options[node.options.length - 1]) ?? '';
    case 'seq':
      return node.items.map((n) => build(n, mode)).join('');
    case 'alt':
      return build(node.branches[Math.min(mode.branch, node.branches.length - 1)]!, mode);
    case 'rep': {
      const count = mode.rep === 'min' ? node.min : mode.rep === 'more' ? Math.min(node.min + 1, node.max) : Math.min(node.max, node.min + 8);
      return build(node.node, mode).repeat(count);
    }
  }
}

const CLASS_ESCAPES: Record<string, string[]> = { d: ['0', '9'], w: ['a', 'Z'], s: [' '], D: ['a', '-'], W: ['-', ' '], S: ['a', '-'] };
const LITERAL_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v', '0': '\0' };

class Unsupported extends Error {}

/** A recursive-descent parser for the regex subset patterns use in practice; anything else throws. */
class Parser {
  private i = 0;
  constructor(private readonly src: string) {}

  parse(): Node {
    const node = this.alternation();
    if (this.i < this.src.length) throw new Unsupported('trailing input');
    return node;
  }

  private peek(): string | undefined {
    return this.src[this.i];
  }

  private alternation(): Node {
    const branches = [this.sequence()];
    while (this.peek() === '|') {
      this.i++;
      branches.push(this.sequence());
    }
    return branches.length === 1 ? branches[0]! : { t: 'alt', branches };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.i < this.src.length && this.peek() !== '|' && this.peek() !== ')') {
      const atom = this.atom();
      items.push(this.quantified(atom));
    }
    return { t: 'seq', items };
  }

  private quantified(atom: Node): Node {
    const c = this.peek();
    let min: number;
    let max: number;
    if (c === '*') [min, max] = [0, Infinity];
    else if (c === '+') [min, max] = [1, Infinity];
    else if (c === '?') [min, max] = [0, 1];
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i));
      if (!m) return atom; // a literal brace, as the non-unicode grammar reads it
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      this.i += m[0].length - 1;
    } else return atom;
    this.i++;
    if (this.peek() === '?') this.i++; // lazy: same language
    return { t: 'rep', node: atom, min, max };
  }

  private atom(): Node {
    const c = this.src[this.i++]!;
    if (c === '^' || c === '$') return { t: 'empty' };
    if (c === '.') return { t: 'chars', options: ['a', 'Z'] };
    if (c === '(') return this.group();
    if (c === '[') return this.charClass();
    if (c === '\\') return this.escape(false);
    if (c === '*' || c === '+' || c === '?') throw new Unsupported('quantifier without atom');
    return { t: 'chars', options: [c] };
  }

  private group(): Node {
    let lookaround = false;
    if (this.src.startsWith('?:', this.i)) this.i += 2;
    else if (/^\?<?[=!]/.test(this.src.slice(this.i))) {
      lookaround = true;
      this.i += this.src[this.i + 1] === '<' ? 3 : 2;
    } else if (this.src.startsWith('?<', this.i)) {
      const end = this.src.indexOf('>', this.i);
      if (end < 0) throw new Unsupported('group name');
      this.i = end + 1;
    }
    const inner = this.alternation();
    if (this.src[this.i++] !== ')') throw new Unsupported('unclosed group');
    // A lookaround matches no characters; the candidate check against the real regex judges it.
    return lookaround ? { t: 'empty' } : inner;
  }

  private escape(inClass: boolean): { t: 'chars'; options: string[] } | { t: 'empty' } {
    const c = this.src[this.i++];
    if (c === undefined) throw new Unsupported('trailing backslash');
    if (CLASS_ESCAPES[c]) return { t: 'chars', options: CLASS_ESCAPES[c] };
    if (!inClass && (c === 'b' || c === 'B')) return { t: 'empty' };
    if (LITERAL_ESCAPES[c] !== undefined) return { t: 'chars', options: [LITERAL_ESCAPES[c]] };
    if (c === 'u' || c === 'x') {
      const m = (c === 'u' ? /^(?:\{([0-9a-fA-F]+)\}|([0-9a-fA-F]{4}))/ : /^([0-9a-fA-F]{2})/).exec(this.src.slice(this.i));
      if (!m) throw new Unsupported('escape');
      this.i += m[0].length;
      return { t: 'chars', options: [String.fromCodePoint(parseInt(m[1] ?? m[2]!, 16))] };
    }
    if (/[1-9k]/.test(c) || c === 'p' || c === 'P' || c === 'c') throw new Unsupported('escape');
    return { t: 'chars', options: [c] };
  }

  private charClass(): Node {
    const negated = this.peek() === '^';
    if (negated) this.i++;
    const members: string[] = [];
    const ranges: Array<[number, number]> = [];
    let first = true;
    while (this.i < this.src.length && (this.peek() !== ']' || first)) {
      first = false;
      let lo: string[];
      if (this.peek() === '\\') {
        this.i++;
        lo = charsOf(this.escape(true));
      } else lo = [this.src[this.i++]!];
      if (this.peek() === '-' && this.src[this.i + 1] !== ']' && this.src[this.i + 1] !== undefined && lo.length === 1) {
        this.i++;
        const hi = this.peek() === '\\' ? (this.i++, charsOf(this.escape(true))) : [this.src[this.i++]!];
        if (hi.length !== 1) throw new Unsupported('class range');
        ranges.push([lo[0]!.codePointAt(0)!, hi[0]!.codePointAt(0)!]);
        members.push(lo[0]!, hi[0]!);
      } else members.push(...lo);
    }
    if (this.src[this.i++] !== ']') throw new Unsupported('unclosed class');
    if (!negated) return { t: 'chars', options: members.length > 0 ? members : [] };
    const inSet = (ch: string) => members.includes(ch) || ranges.some(([a, b]) => ch.codePointAt(0)! >= a && ch.codePointAt(0)! <= b);
    const outside = ['a', 'Z', '0', '-', '_', ' ', 'x', '.', '/', '~'].filter((ch) => !inSet(ch));
    return { t: 'chars', options: outside };
  }
}

function charsOf(node: { t: 'chars'; options: string[] } | { t: 'empty' }): string[] {
  return node.t === 'chars' ? node.options : [];
}
