import { isRecord } from '../model.js';
import { Document, isMap, isScalar } from 'yaml';
import { UNRESOLVED } from '../rules/artifact.js';
import { UserError } from '../errors.js';
import { SERVER_NAME } from './schema.js';

/** The agent configs `mcpward init --from` reads. */
export type ClientFormat = 'claude-desktop' | 'claude-code' | 'cursor' | 'vscode';

/** A variable the user must set for the imported config to load, and where it is used. */
export interface ImportedVariable {
  name: string;
  /** Key paths in the written mcpward.yaml, e.g. `servers.github.env.GITHUB_TOKEN`. */
  usedAt: string[];
  /** Why it became a variable: a literal secret was not copied, or the client referenced it. */
  reason: 'literal-secret' | 'client-variable' | 'client-input';
}

export interface ImportResult {
  format: ClientFormat;
  /** Server entries of `servers:`, ready to serialise. */
  servers: Record<string, Record<string, unknown>>;
  variables: ImportedVariable[];
  /** One sentence each: what could not be carried over, and what the user should check. */
  notes: string[];
}


// Names whose values are credentials by convention; values are never echoed, only their key.
const SECRET_NAME = /token|key|secret|pass(word)?|pwd|auth|credential|cookie|session|private|bearer/i;
// Shapes of well-known credentials, for values under innocent names (e.g. an argument).
const SECRET_VALUE = /^(gh[pousr]_|github_pat_|glpat-|sk-|sk_live_|rk_live_|xox[abprs]-|AKIA|AIza|ya29\.|eyJ[A-Za-z0-9_-]{10,}\.)/;
const SECRET_FLAG = /^--?([A-Za-z0-9_-]*(token|key|secret|password|passwd|pwd|auth|credential)[A-Za-z0-9_-]*)(=(.*))?$/i;
const REFERENCE = /\$\{([^}]*)\}/g;
// `--header "Name: value"` / `-H …` / `--header=Name: value`: the remote-proxy pattern (mcp-remote and friends).
const HEADER_FLAG = /^(?:--header|--headers|-H)$/;
const HEADER_FLAG_INLINE = /^(--header|--headers)=(.*)$/s;
const HEADER_LINE = /^([A-Za-z0-9!#$%&'*+.^_`|~-]+)(\s*:\s*)(.*)$/s;
// A URL with a password in its user-info, anywhere in a value: `postgres://user:pass@host/db`.
const URL_PASSWORD = /\b([A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s:/?#@]*:)([^\s/?#@]+)@/g;
/**
 * Variables mcpward itself reads (src/github, the CLI): a server's credential given one of these
 * names would be read by mcpward too — a server's token posting the PR comment, or the reverse.
 */
const RESERVED_NAMES = new Set(['GITHUB_TOKEN', 'MCPWARD_GITHUB_TOKEN', 'GITHUB_REPOSITORY', 'GITHUB_API_URL', 'GITHUB_EVENT_PATH', 'GITHUB_EVENT_NAME', 'GITHUB_WORKSPACE', 'GITHUB_ACTIONS', 'MCPWARD_PR_NUMBER', 'MCPWARD_TODAY']);

/** Reads an agent's MCP config (JSON, comments and trailing commas allowed) into a fleet. */
export function importClientConfig(text: string, file: string, options: { workspaceDir?: string } = {}): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stripJsonComments(text));
  } catch (error) {
    throw new UserError('usage', `--from ${file}: not JSON (${(error as Error).message}). mcpward reads the MCP server lists of Claude Desktop (claude_desktop_config.json), Claude Code (.mcp.json), Cursor (.cursor/mcp.json) and VS Code (.vscode/mcp.json).`);
  }
  const found = serverMap(parsed, file);
  if (!found) {
    throw new UserError('usage', `--from ${file}: no \`mcpServers\` or \`servers\` map found. mcpward reads the MCP server lists of Claude Desktop (claude_desktop_config.json), Claude Code (.mcp.json), Cursor (.cursor/mcp.json) and VS Code (.vscode/mcp.json, or the \`mcp.servers\` of settings.json).`);
  }
  const importer = new Importer(found.format, options.workspaceDir ?? '.');
  for (const [name, entry] of Object.entries(found.servers)) importer.add(name, entry);
  if (Object.keys(importer.servers).length === 0) throw new UserError('usage', `--from ${file}: the server list is empty${importer.notes.length > 0 ? ` (${importer.notes.join(' ')})` : ''}.`);
  return { format: found.format, servers: importer.servers, variables: [...importer.variables.values()], notes: importer.notes };
}

function serverMap(parsed: unknown, file: string): { format: ClientFormat; servers: Record<string, unknown> } | undefined {
  if (!isRecord(parsed)) return undefined;
  const base = file.replaceAll('\\', '/').split('/').pop() ?? file;
  if (isRecord(parsed.mcpServers)) {
    const format: ClientFormat = /claude_desktop_config\.json$/i.test(base) ? 'claude-desktop' : /(^|\/)\.cursor\//.test(file.replaceAll('\\', '/')) ? 'cursor' : 'claude-code';
    return { format, servers: parsed.mcpServers };
  }
  if (isRecord(parsed.servers)) return { format: 'vscode', servers: parsed.servers };
  const mcp = parsed.mcp;
  if (isRecord(mcp) && isRecord(mcp.servers)) return { format: 'vscode', servers: mcp.servers };
  return undefined;
}

class Importer {
  readonly servers: Record<string, Record<string, unknown>> = {};
  readonly variables = new Map<string, ImportedVariable>();
  readonly notes: string[] = [];
  /** Variable names given to literal secrets, by value, so one secret used twice is one variable. */
  private readonly secretNames = new Map<string, string>();

  constructor(
    private readonly format: ClientFormat,
    private readonly workspaceDir: string,
  ) {}

  add(clientName: string, entry: unknown): void {
    const name = this.uniqueName(clientName);
    const label = name === clientName ? `"${name}"` : `"${name}" (named "${clientName}" in the client)`;
    if (!isRecord(entry)) {
      this.notes.push(`Server ${label} is not an object and was skipped.`);
      delete this.servers[name];
      return;
    }
    if (entry.disabled === true) this.notes.push(`Server ${label} is disabled in the client; it is imported anyway, remove it if it should not be tested.`);
    const at = (key: string) => `servers.${name}.${key}`;
    const server: Record<string, unknown> = {};
    const type = typeof entry.type === 'string' ? entry.type.toLowerCase() : undefined;
    const url = typeof entry.url === 'string' ? entry.url : typeof entry.serverUrl === 'string' ? entry.serverUrl : undefined;
    if (url !== undefined || type === 'http' || type === 'sse' || type === 'streamable-http') {
      if (url === undefined) {
        this.notes.push(`Server ${label} has type "${type}" but no url; it was skipped.`);
        delete this.servers[name];
        return;
      }
      // Clients that take a bare url (Cursor) try Streamable HTTP first; an /sse endpoint is legacy.
      server.transport = type === 'sse' || (type === undefined && /\/sse\/?$/.test(new URL(url, 'http://x').pathname)) ? 'sse' : 'http';
      server.url = this.url(url, name);
      if (isRecord(entry.headers)) server.headers = this.headers(entry.headers, name, at('headers'));
    } else if (typeof entry.command === 'string') {
      server.command = this.text(entry.command, at('command'));
      const args = Array.isArray(entry.args) ? entry.args.filter((arg): arg is string => typeof arg === 'string') : [];
      if (args.length > 0) server.args = this.args(args, name, at('args'));
      if (isRecord(entry.env)) server.env = this.env(entry.env, name, at('env'));
      if (typeof entry.cwd === 'string') server.cwd = this.text(entry.cwd, at('cwd'));
      else if (args.some((arg) => arg.includes('${workspaceFolder}'))) server.cwd = this.workspaceDir;
    } else {
      this.notes.push(`Server ${label} has neither a command nor a url; it was skipped.`);
      delete this.servers[name];
      return;
    }
    if (typeof entry.envFile === 'string') this.notes.push(`Server ${label} reads an envFile; mcpward does not read env files: set those variables in server.env (as \${VAR} references).`);
    this.servers[name] = server;
  }

  private uniqueName(clientName: string): string {
    let base = clientName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '').slice(0, 60) || 'server';
    if (!SERVER_NAME.test(base)) base = 'server';
    let name = base;
    for (let n = 2; name in this.servers; n++) name = `${base}-${n}`;
    this.servers[name] = {};
    return name;
  }

  private env(env: Record<string, unknown>, server: string, at: string): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(env)) {
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
      const text = String(value);
      const path = `${at}.${key}`;
      if (hasReference(text) || !(SECRET_NAME.test(key) || looksSecret(text))) out[key] = this.text(this.urlPasswords(text, `${key}_PASSWORD`, server, path), path, { keepOwn: true });
      else out[key] = this.secret(text, key, server, path);
    }
    return out;
  }

  private headers(headers: Record<string, unknown>, server: string, at: string): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(headers)) {
      if (typeof value !== 'string') continue;
      const path = `${at}.${key}`;
      // Every header value is a credential until shown otherwise (mcpward redacts them all too).
      out[key] = hasReference(value) ? this.text(value, path) : this.headerValue(key, value, server, path);
    }
    return out;
  }

  /** A header's value with its credential a variable: `Bearer ${SERVER_TOKEN}`; every header value is a credential until shown otherwise. */
  private headerValue(name: string, value: string, server: string, path: string): string {
    const scheme = /^(Bearer|Basic|Token)\s+(\S.*)$/i.exec(value);
    const variable = name.toLowerCase() === 'authorization' ? 'token' : name;
    return scheme ? `${scheme[1]} ${this.secret(scheme[2]!, variable, server, path)}` : this.secret(value, variable, server, path);
  }

  private args(args: string[], server: string, at: string): string[] {
    const out: string[] = [];
    for (const [index, arg] of args.entries()) {
      const path = `${at}[${index}]`;
      const flag = SECRET_FLAG.exec(arg);
      const previous = SECRET_FLAG.exec(args[index - 1] ?? '');
      const header = HEADER_FLAG.test(args[index - 1] ?? '') ? ['', arg] : HEADER_FLAG_INLINE.exec(arg)?.slice(1);
      const line = header === undefined ? undefined : HEADER_LINE.exec(header[1]!);
      if (line && line[3] !== '' && !hasReference(line[3]!)) {
        out.push(`${header![0] === '' ? '' : `${header![0]}=`}${this.text(line[1]!, path)}${line[2]}${this.headerValue(line[1]!, line[3]!, server, path)}`);
      } else if (flag?.[4] !== undefined && flag[4] !== '' && !hasReference(flag[4])) out.push(`--${flag[1]}=${this.secret(flag[4], flag[1]!, server, path)}`);
      else if (previous && previous[3] === undefined && !arg.startsWith('-') && !hasReference(arg)) out.push(this.secret(arg, previous[1]!, server, path));
      else if (looksSecret(arg) && !hasReference(arg)) out.push(this.secret(arg, 'ARG', server, path));
      else out.push(this.text(this.urlPasswords(arg, 'password', server, path), path, { keepOwn: true }));
    }
    return out;
  }

  /**
   * The password in every URL's user-info (`postgres://user:pass@host`) replaced by a variable,
   * whatever the value is named. The variable holds the password as written in the URL (still
   * percent-encoded), so the URL reads back exactly. What is returned holds `${VAR}` references of ours, marked for
   * `text` by a NUL so a literal `${` of the client's is still escaped.
   */
  private urlPasswords(value: string, hint: string, server: string, path: string): string {
    return value.replace(URL_PASSWORD, (match, head: string, password: string) => {
      if (hasReference(password)) return match;
      return `${head}\u0000${this.secret(password, hint, server, path).slice(2, -1)}\u0000@`;
    });
  }

  private url(url: string, server: string): string {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return this.text(url, `servers.${server}.url`);
    }
    const path = `servers.${server}.url`;
    if (parsed.password) parsed.password = this.secret(decodeURIComponent(parsed.password), 'PASSWORD', server, path);
    const query = parsed.search.slice(1).split('&').filter(Boolean).map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      const name = decodeURIComponent(key);
      return value !== '' && (SECRET_NAME.test(name) || looksSecret(decodeURIComponent(value))) && !hasReference(decodeURIComponent(value))
        ? `${key}=${this.secret(decodeURIComponent(value), name, server, path)}`
        : pair;
    });
    parsed.search = '';
    // URL would percent-encode the `${…}` of references, so the query is put back by hand.
    const base = parsed.toString().replaceAll('%24%7B', '${').replaceAll('%7D', '}');
    return this.text(`${base}${query.length > 0 ? `?${query.join('&')}` : ''}`, path, { keepReferences: true });
  }

  /** A literal secret becomes a `${VAR}` reference; the value itself is never written anywhere. */
  private secret(value: string, hint: string, server: string, path: string): string {
    const known = this.secretNames.get(value);
    if (known) {
      this.variables.get(known)!.usedAt.push(path);
      return `\${${known}}`;
    }
    const plain = envName(hint);
    // The variable keeps the client's own name when that is unambiguous; otherwise it names the server.
    const taken = (candidate: string) => this.variables.has(candidate) || RESERVED_NAMES.has(candidate);
    let name = /^[A-Z_][A-Z0-9_]*$/.test(hint) && !taken(plain) ? plain : envName(`${server}_${hint}`);
    // `github` + `token` would be GITHUB_TOKEN, which mcpward reads for the PR comment.
    if (RESERVED_NAMES.has(name)) name = envName(`${server}_server_${hint}`);
    for (let n = 2; taken(name); n++) name = `${envName(`${server}_server_${hint}`)}_${n}`;
    this.secretNames.set(value, name);
    this.variables.set(name, { name, usedAt: [path], reason: 'literal-secret' });
    return `\${${name}}`;
  }

  /**
   * Rewrites the client's variable forms into mcpward's `${VAR}` (read from mcpward's environment)
   * and escapes any other `${` as a literal `$${`.
   */
  private text(value: string, path: string, options: { keepReferences?: boolean; keepOwn?: boolean } = {}): string {
    if (options.keepOwn && value.includes('\u0000')) {
      // Our own `${VAR}` references sit between NULs (urlPasswords); the rest is the client's text.
      return value
        .split(/\u0000([A-Z_][A-Z0-9_]*)\u0000/)
        .map((part, i) => (i % 2 === 1 ? `\${${part}}` : this.text(part, path, options)))
        .join('');
    }
    return value.replace(REFERENCE, (match, inner: string) => {
      const env = /^(?:env:)?([A-Za-z_][A-Za-z0-9_]*)(?::-(.*))?$/.exec(inner);
      if (inner === 'workspaceFolder' || inner === 'workspaceRoot') return this.workspaceDir;
      if (inner === 'userHome') return this.use('HOME', path, 'client-variable');
      if (inner === 'pathSeparator' || inner === '/') return '/';
      const input = /^input:([A-Za-z0-9_.-]+)$/.exec(inner);
      if (input) return this.use(envName(input[1]!), path, 'client-input');
      if (env && (inner.startsWith('env:') || this.format === 'claude-code' || options.keepReferences)) {
        if (env[2] !== undefined) this.notes.push(`${path} gives \${${env[1]}} a default in the client; mcpward has no defaults: set ${env[1]}.`);
        return this.use(env[1]!, path, 'client-variable');
      }
      return `$${match}`;
    });
  }

  private use(name: string, path: string, reason: ImportedVariable['reason']): string {
    const existing = this.variables.get(name);
    if (existing) existing.usedAt.push(path);
    else this.variables.set(name, { name, usedAt: [path], reason });
    return `\${${name}}`;
  }
}

const hasReference = (text: string) => /\$\{[^}]*\}/.test(text);

function looksSecret(value: string): boolean {
  if (SECRET_VALUE.test(value)) return true;
  // A long unbroken run of mixed letters and digits is a key more often than anything else.
  return value.length >= 24 && /^[A-Za-z0-9_\-+/=.]+$/.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value) && !/[/.]/.test(value.replace(/=+$/, '').slice(0, 1));
}

function envName(text: string): string {
  const name = text.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '').toUpperCase();
  return /^[A-Z_]/.test(name) ? name : `_${name}`;
}

/** JSON with comments and trailing commas (VS Code's mcp.json and settings.json) to plain JSON. */
export function stripJsonComments(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (inString) {
      out += char;
      if (char === '\\') out += text[++i] ?? '';
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
      out += char;
    } else if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (char === '/' && text[i + 1] === '*') {
      i += 2;
      while (i < text.length && !(text[i] === '*' && text[i + 1] === '/')) i++;
      i++;
    } else out += char;
  }
  return out.replace(/,(\s*[}\]])/g, '$1');
}

/**
 * What offline resolution made of a floating start (`npx -y pkg`, `@latest`, an image by tag, an
 * unpinned `uvx`), given to the renderer by the CLI, which did the reading: either the start
 * pinned to what is installed on this machine, or the reason it could not be.
 */
export type StartPin =
  | {
      kind: 'pinned';
      /** The start as the client wrote it, up to the package or image (`npx -y pkg`). */
      from: string;
      /** The exact version, or the image digest. */
      version: string;
      /** Where it was read: the resolver's source (`npx-cache`, `package-lock`, …) or `engine` for an image. */
      source: string;
      /** The whole start with the exact version; the server's own arguments unchanged. */
      command: string;
      args: string[];
    }
  | { kind: 'floating'; from: string; /** The resolver's unresolved code (docs/lockfile.md). */ reason: string };

const PIN_SOURCES: Readonly<Record<string, string>> = {
  'npx-cache': 'as installed in the npx cache',
  'pnpm-dlx-cache': "as installed in pnpm's dlx cache",
  'npm-global': "as installed in npm's global folder",
  'package-lock': "as locked in the project's package-lock.json",
  'pnpm-lock': "as locked in the project's pnpm-lock.yaml",
  node_modules: "as installed in the project's node_modules",
  engine: 'as the local container engine holds it',
  'uv-cache': "as installed in uv's cached tool environment",
  'uv-tool': 'as installed with `uv tool install`',
  'pipx-cache': "as installed in pipx's run cache",
};

// A comment is one line of the file: the client's text must not end it and start a key.
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ');

/** The comment written above a server whose start floated. */
export function startPinComment(pin: StartPin): string {
  if (pin.kind === 'pinned') return oneLine(`pinned from ${pin.from}: ${pin.version}, ${PIN_SOURCES[pin.source] ?? `read from ${pin.source}`}`);
  return oneLine(
    `${pin.from} floats: each start may run a different release. Not pinned: ${UNRESOLVED[pin.reason] ?? pin.reason}; name the exact version you tested (\`mcpward run\` reports floating_start until you do).`,
  );
}

/** The one-line note the CLI prints for a server whose start floated. */
export function startPinNote(server: string, pin: StartPin): string {
  return pin.kind === 'pinned'
    ? `"${server}": ${oneLine(pin.from)} pinned to ${pin.version} (${PIN_SOURCES[pin.source] ?? pin.source}).`
    : `"${server}": ${oneLine(pin.from)} floats and could not be pinned offline (${UNRESOLVED[pin.reason] ?? pin.reason}); \`mcpward run\` reports floating_start.`;
}

/** The mcpward.yaml for an imported fleet: the servers, and which variables to set; floating starts pinned where `pins` says. */
export function renderImportedConfig(result: ImportResult, source: string, schemaLine: string, pins: Readonly<Record<string, StartPin>> = {}): string {
  const header = [
    schemaLine,
    `# mcpward fleet imported from ${source.replace(/[\r\n]/g, ' ')} (${result.format}) by \`mcpward init --from\`.`,
    '# Values that look like secrets (named like credentials, token-shaped, header values, passwords in URLs) were not',
    '# copied: each is a ${VAR} reference, read from the environment at run time. Check the rest before committing.',
    ...(result.variables.length > 0 ? [`# Set before running: ${result.variables.map((v) => v.name).join(', ')}.`] : []),
    '# Every other setting has its default; `mcpward init` writes a file that lists them all.',
    '',
  ];
  const servers: Record<string, Record<string, unknown>> = {};
  for (const [name, server] of Object.entries(result.servers)) {
    const pin = Object.hasOwn(pins, name) ? pins[name] : undefined;
    servers[name] = pin?.kind === 'pinned' ? { ...server, command: pin.command, args: pin.args } : server;
  }
  const doc = new Document({ servers }, { keepUndefined: false });
  const map = doc.get('servers', true);
  if (isMap(map)) {
    for (const pair of map.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      const pin = key !== undefined && Object.hasOwn(pins, key) ? pins[key] : undefined;
      if (pin && isScalar(pair.key)) pair.key.commentBefore = ` ${startPinComment(pin)}`;
    }
  }
  return `${header.join('\n')}${doc.toString({ lineWidth: 0 })}`;
}
