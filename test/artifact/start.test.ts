import { describe, expect, it } from 'vitest';
import { imageFloating, imageRepository, launcherName, parsePackageSpec, parseStart, pinnedImage, pinnedLauncher, type Start } from '../../src/artifact/start.js';

/** The package start's spec, package list and pinned launcher at 1.2.3, or the unresolved code. */
function npmForm(command: string, args: string[]) {
  const start = parseStart(command, args);
  if ('unresolved' in start) return { unresolved: start.unresolved };
  if (!('packages' in start)) throw new Error(`not a package start: ${start.form}`);
  const spec = parsePackageSpec(start.spec);
  return { form: start.form, spec: start.spec, packages: start.packages, pinned: spec ? pinnedLauncher(start, spec.name, '1.2.3') : undefined, ...(start.cache ? { cache: start.cache } : {}) };
}

describe('npx, npm exec and pnpm dlx starts', () => {
  it('reads the package after -y / --yes and pins it in place, the server arguments left out', () => {
    expect(npmForm('npx', ['-y', '@scope/server', '--root', '/data'])).toEqual({ form: 'npx', spec: '@scope/server', packages: ['@scope/server'], pinned: 'npx -y @scope/server@1.2.3' });
    expect(npmForm('npx', ['--yes', 'server@latest', 'stdio'])).toEqual({ form: 'npx', spec: 'server@latest', packages: ['server@latest'], pinned: 'npx --yes server@1.2.3' });
    expect(npmForm('/usr/local/bin/npx.cmd', ['server@1.2.3'])).toMatchObject({ form: 'npx', spec: 'server@1.2.3' });
  });

  it('reads -p / --package as the package and keeps the command that follows', () => {
    expect(npmForm('npx', ['-y', '-p', 'pkg@^2', 'pkg-server', '--port', '1'])).toEqual({ form: 'npx', spec: 'pkg@^2', packages: ['pkg@^2'], pinned: 'npx -y -p pkg@1.2.3 pkg-server' });
    expect(npmForm('npx', ['--package=@a/b', '--package', 'c', 'b-cli'])).toEqual({ form: 'npx', spec: '@a/b', packages: ['@a/b', 'c'], pinned: 'npx --package=@a/b@1.2.3 --package c b-cli' });
  });

  it('reads the package after -- and npm exec with --package=', () => {
    expect(npmForm('npx', ['-y', '--', 'srv', '-y'])).toMatchObject({ spec: 'srv', pinned: 'npx -y -- srv@1.2.3' });
    expect(npmForm('npm', ['exec', '--yes', '--package=srv@next', '--', 'srv', 'x'])).toEqual({ form: 'npm-exec', spec: 'srv@next', packages: ['srv@next'], pinned: 'npm exec --yes --package=srv@1.2.3 -- srv' });
    expect(npmForm('npm', ['x', 'srv'])).toMatchObject({ form: 'npm-exec', spec: 'srv', pinned: 'npm x srv@1.2.3' });
    expect(npmForm('pnpm', ['dlx', 'srv@1'])).toMatchObject({ form: 'pnpm-dlx', spec: 'srv@1', pinned: 'pnpm dlx srv@1.2.3' });
    expect(npmForm('pnpx', ['--package', 'a', 'b'])).toMatchObject({ form: 'pnpm-dlx', spec: 'a', pinned: 'pnpx --package a@1.2.3 b' });
  });

  it('records a --cache folder, which is where npx installs', () => {
    expect(npmForm('npx', ['--cache', '/tmp/c', '-y', 'srv'])).toMatchObject({ spec: 'srv', cache: '/tmp/c' });
    expect(npmForm('npx', ['--cache=/tmp/c', 'srv'])).toMatchObject({ spec: 'srv', cache: '/tmp/c' });
  });

  it('never guesses past a flag it does not know, a --call line, or a missing package', () => {
    expect(npmForm('npx', ['--frobnicate', 'x', 'srv'])).toEqual({ unresolved: 'unparsed-arguments' });
    expect(npmForm('npx', ['-c', 'srv --stdio'])).toEqual({ unresolved: 'unparsed-arguments' });
    expect(npmForm('npx', ['-y'])).toEqual({ unresolved: 'unparsed-arguments' });
    expect(npmForm('npx', ['-p'])).toEqual({ unresolved: 'unparsed-arguments' });
    // `--flag=value` cannot take the next argument: it is skipped safely.
    expect(npmForm('npx', ['--registry=http://127.0.0.1:1/', 'srv'])).toMatchObject({ spec: 'srv' });
  });

  it('quotes a pinned word the shell would interpret', () => {
    const start = parseStart('npx', ['-y', '--node-options', '--max-old-space-size=1 --x', 'srv']) as Extract<Start, { packages: string[] }>;
    expect(pinnedLauncher(start, 'srv', '1.0.0')).toBe("npx -y --node-options '--max-old-space-size=1 --x' srv@1.0.0");
  });
});

describe('package specs', () => {
  it('splits name and selector, scopes included, and says which kind of selector', () => {
    expect(parsePackageSpec('srv')).toEqual({ raw: 'srv', name: 'srv', type: 'none' });
    expect(parsePackageSpec('@s/srv')).toEqual({ raw: '@s/srv', name: '@s/srv', type: 'none' });
    expect(parsePackageSpec('@s/srv@1.2.3')).toMatchObject({ name: '@s/srv', type: 'version', selector: '1.2.3' });
    expect(parsePackageSpec('srv@v1.2.3-rc.1')).toMatchObject({ type: 'version', selector: '1.2.3-rc.1' });
    expect(parsePackageSpec('srv@latest')).toMatchObject({ type: 'tag', selector: 'latest' });
    for (const range of ['^1.2.0', '~1', '1', '1.x', '>=1 <2', '*']) expect(parsePackageSpec(`srv@${range}`)!.type, range).toBe(range === '*' ? 'none' : 'range');
  });

  it('is undefined for what is not a registry spec', () => {
    for (const raw of ['github:o/r', 'git+https://x/y.git', './local', '/abs/dir', 'https://x/y.tgz', 'alias@npm:other@1']) expect(parsePackageSpec(raw), raw).toBeUndefined();
  });
});

describe('other starts', () => {
  it('node: the script after the options, skipping the values of -r / --import', () => {
    expect(parseStart('node', ['--import', 'tsx', '-r', './pre.cjs', '--enable-source-maps', 'dist/server.js', '--port', '1'])).toEqual({ form: 'node', script: 'dist/server.js' });
    expect(parseStart('node', ['--', 'srv.js'])).toEqual({ form: 'node', script: 'srv.js' });
    expect(parseStart('node', ['-e', 'require("x")'])).toMatchObject({ form: 'node', unresolved: 'not-implemented' });
  });

  it('uvx and pipx run: floating unless pinned with ==', () => {
    expect(parseStart('uvx', ['mcp-server-time'])).toEqual({ form: 'uvx', requested: 'mcp-server-time', floating: true });
    expect(parseStart('uvx', ['mcp-server-time==2025.1.1', '--tz', 'UTC'])).toEqual({ form: 'uvx', requested: 'mcp-server-time==2025.1.1', floating: false });
    expect(parseStart('uvx', ['--from', 'pkg@1.0.0', 'cmd'])).toEqual({ form: 'uvx', requested: 'pkg@1.0.0', floating: false });
    expect(parseStart('uv', ['tool', 'run', 'pkg>=1'])).toEqual({ form: 'uvx', requested: 'pkg>=1', floating: true });
    expect(parseStart('pipx', ['run', '--spec', 'pkg==1.0', 'cmd'])).toEqual({ form: 'pipx', requested: 'pkg==1.0', floating: false });
    expect(parseStart('python3', ['-m', 'my_server'])).toEqual({ form: 'python', requested: 'my_server', floating: false });
  });

  it('docker run: the image after the options; a digest is not floating, a tag is', () => {
    const start = parseStart('docker', ['run', '-i', '--rm', '-e', 'TOKEN', '-v', '/a:/b', 'ghcr.io/org/srv:1.0', 'stdio']);
    expect(start).toEqual({ form: 'docker', image: 'ghcr.io/org/srv:1.0', launcher: ['docker', 'run', '-i', '--rm', '-e', 'TOKEN', '-v', '/a:/b', 'ghcr.io/org/srv:1.0'] });
    const digest = `sha256:${'a'.repeat(64)}`;
    expect(pinnedImage(start as Extract<Start, { image: string }>, digest)).toBe(`docker run -i --rm -e TOKEN -v /a:/b ghcr.io/org/srv@${digest}`);
    expect(imageFloating('srv:1.0')).toBe(true);
    expect(imageFloating(`srv@${digest}`)).toBe(false);
    expect(imageRepository('localhost:5000/srv')).toBe('localhost:5000/srv');
    expect(parseStart('podman', ['run', '--weird', 'x', 'img'])).toMatchObject({ form: 'podman', unresolved: 'unparsed-arguments' });
  });

  it('anything else is an executable; launcher names drop folders and Windows extensions', () => {
    expect(parseStart('./bin/server', ['--stdio'])).toEqual({ form: 'executable', command: './bin/server' });
    expect(launcherName('C:\\Program Files\\nodejs\\NPX.CMD')).toBe('npx');
  });
});
