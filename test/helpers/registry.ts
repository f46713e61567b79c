import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A package registry on 127.0.0.1 for tests that run real npm, npx or pnpm: no test reaches the
 * internet. It serves the packuments and tarballs of the packages published to it, the way the
 * public registry lays them out (`GET /<name>`, `dist.tarball`, `dist.integrity`, `dist-tags.latest`
 * = the last version published).
 */
export interface LoopbackRegistry {
  /** The registry's base URL, with its trailing slash (`npm_config_registry`). */
  url: string;
  /** Packs `dir` as npm lays out a tarball (everything under `package/`) and publishes it. */
  publish(dir: string): Promise<Published>;
  close(): Promise<void>;
}

export interface Published {
  name: string;
  version: string;
  /** The registry's `dist.integrity`: `sha512-<base64>` of the tarball. */
  integrity: string;
  shasum: string;
  tarball: string;
}

const run = promisify(execFile);

export async function startRegistry(work: string): Promise<LoopbackRegistry> {
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs, { recursive: true });
  const packuments = new Map<string, { versions: Record<string, object>; latest: string }>();
  const files = new Map<string, Buffer>();
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0]!.slice(1));
    const file = files.get(path);
    if (file) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(file);
      return;
    }
    const packument = packuments.get(path);
    if (!packument) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ name: path, 'dist-tags': { latest: packument.latest }, versions: packument.versions }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    async publish(dir) {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; version: string };
      const name = `${manifest.name.replace('/', '-')}-${manifest.version}.tgz`;
      const path = join(tarballs, name);
      await run('tar', ['czf', path, '--exclude=./node_modules', '--transform', 's,^\\.,package,', '-C', dir, '.']);
      const data = readFileSync(path);
      const dist = {
        tarball: `${url}tarballs/${name}`,
        shasum: createHash('sha1').update(data).digest('hex'),
        integrity: `sha512-${createHash('sha512').update(data).digest('base64')}`,
      };
      files.set(`tarballs/${name}`, data);
      const entry = packuments.get(manifest.name) ?? { versions: {}, latest: manifest.version };
      entry.versions[manifest.version] = { ...manifest, dist };
      entry.latest = manifest.version;
      packuments.set(manifest.name, entry);
      return { name: manifest.name, version: manifest.version, integrity: dist.integrity, shasum: dist.shasum, tarball: dist.tarball };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** npm's environment with nothing of the machine's npm configuration: its own cache and config files, the loopback registry. */
export function isolatedNpmEnv(work: string, registryUrl: string): Record<string, string> {
  writeFileSync(join(work, 'npmrc'), '');
  writeFileSync(join(work, 'global-npmrc'), '');
  return {
    PATH: process.env.PATH ?? '',
    HOME: work,
    npm_config_userconfig: join(work, 'npmrc'),
    npm_config_globalconfig: join(work, 'global-npmrc'),
    npm_config_cache: join(work, 'npm-cache'),
    npm_config_registry: registryUrl,
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
}
