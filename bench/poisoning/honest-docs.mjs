// Honest technical prose the statistical model learns as negatives: the documentation that ships in
// this repository's own dev dependencies (package READMEs, the JSDoc of Node's and TypeScript's type
// declarations), read from node_modules as the lockfile pins it and never committed. Real servers'
// descriptions are mostly this kind of text (links, install steps, "always", "multiple", parameter
// talk), which the benchmark's hard negatives under-represent: without it the model learnt topic
// ("https", "information") instead of intent. MCP packages are left out so that the real-server
// corpus and the thirty-five npm servers stay text the model never saw.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const MCP = /mcp|modelcontextprotocol/i;

/** The packages pnpm-lock.yaml pins, as the store names their folders (`@scope+name@1.2.3`). */
function lockedPackages(root) {
  const lock = readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8');
  const section = lock.slice(lock.indexOf('\npackages:\n'), lock.indexOf('\nsnapshots:\n'));
  return new Set([...section.matchAll(/^ {2}'?([^\s']+?)'?:\s*$/gm)].map((m) => m[1].replace('/', '+')));
}

function packageDirs(root) {
  const store = join(root, 'node_modules', '.pnpm');
  // Only what the lockfile pins: a folder a past install left behind would make the weights differ
  // between this machine and a clean checkout.
  const locked = lockedPackages(root);
  const pinned = (entry) => {
    const peers = entry.indexOf('_', entry.indexOf('@', 1));
    return locked.has(peers < 0 ? entry : entry.slice(0, peers));
  };
  const out = [];
  for (const entry of readdirSync(store).sort()) {
    if (MCP.test(entry) || !pinned(entry)) continue;
    const nm = join(store, entry, 'node_modules');
    if (!existsSync(nm)) continue;
    for (const name of readdirSync(nm).sort()) {
      if (name.startsWith('.')) continue;
      const dirs = name.startsWith('@') ? readdirSync(join(nm, name)).sort().map((s) => join(nm, name, s)) : [join(nm, name)];
      for (const d of dirs) {
        try {
          if (statSync(d).isDirectory() && !MCP.test(d.slice(nm.length))) out.push(d);
        } catch {
          /* a dangling link */
        }
      }
    }
  }
  return [...new Set(out)];
}

/** Prose lines of a README: no code blocks, tables, HTML, badges or headings. */
function readmeProse(text) {
  const out = [];
  let fenced = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('```') || line.startsWith('~~~')) {
      fenced = !fenced;
      continue;
    }
    if (fenced || line === '' || line.startsWith('|') || line.startsWith('<') || line.startsWith('#') || line.startsWith('[![') || raw.startsWith('    ')) continue;
    const prose = line.replace(/^[-*+>]\s+|^\d+\.\s+/, '');
    if ((prose.match(/[A-Za-z]{2,}/g) ?? []).length >= 5) out.push(prose);
  }
  return out;
}

/** The text of every JSDoc comment of a declaration file, tags' descriptions included. */
function jsdocProse(text) {
  const out = [];
  for (const m of text.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const body = m[1].split('\n').map((l) => l.replace(/^\s*\*\s?/, '')).filter((l) => !l.trim().startsWith('```'));
    const joined = body.join(' ').replace(/@(param|returns?|throws)\s+(\{[^}]*\}\s*)?(\w+\s+)?/g, '').replace(/@\w+[^@]*/g, ' ').replace(/\s+/g, ' ').trim();
    if ((joined.match(/[A-Za-z]{2,}/g) ?? []).length >= 5) out.push(joined);
  }
  return out;
}

/** Honest documentation texts, deterministic for one install: sorted, de-duplicated. */
export function honestDocs(root) {
  const texts = new Set();
  for (const dir of packageDirs(root)) {
    for (const f of ['README.md', 'readme.md', 'Readme.md']) {
      const p = join(dir, f);
      if (existsSync(p)) {
        for (const t of readmeProse(readFileSync(p, 'utf8'))) texts.add(t);
        break;
      }
    }
  }
  const dts = [];
  const types = packageDirs(root).filter((d) => /[\\/]@types[\\/]node$|[\\/]typescript$/.test(d));
  for (const d of types) {
    const lib = d.endsWith('typescript') ? join(d, 'lib') : d;
    for (const f of readdirSync(lib).sort()) if (f.endsWith('.d.ts')) dts.push(join(lib, f));
  }
  for (const f of dts) for (const t of jsdocProse(readFileSync(f, 'utf8'))) texts.add(t);
  return [...texts].sort();
}
