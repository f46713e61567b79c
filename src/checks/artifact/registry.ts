/**
 * A registry `server.json` held against what runs: the package the artifact resolved to, its
 * version or bundle hash, the transport, the remote URL, the server's reported version, and the
 * environment variables the config sets. Pure over the evidence; the manifest is the user's file,
 * shaped as the registry's schema says, and anything else in it is ignored rather than guessed at.
 */

import type { JsonValue, TransportKind } from '../../model.js';
import { isRecord } from '../../model.js';
import { finding, type Finding } from '../../rules/index.js';
import type { LockedArtifact } from '../../snapshot/lockfile.js';

const server = { kind: 'server' as const, name: 'server' };

/** The registry's transport names against how mcpward reached the server. */
const TRANSPORT: Readonly<Record<string, TransportKind>> = { stdio: 'stdio', 'streamable-http': 'http', sse: 'sse' };

interface Package {
  registryType: string;
  identifier: string;
  version?: string;
  fileSha256?: string;
  transport?: string;
  env: Array<{ name: string; required: boolean }>;
}

/** The objects of a list the manifest holds; anything else in it is ignored. */
function records(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value) ? value.flatMap((v: unknown) => (isRecord(v) ? [v] : [])) : [];
}

function packagesOf(manifest: Record<string, unknown>): Package[] {
  return records(manifest.packages).flatMap((p): Package[] => {
    if (typeof p.registryType !== 'string' || typeof p.identifier !== 'string') return [];
    const env = records(p.environmentVariables)
      .flatMap((v) => (typeof v.name === 'string' ? [{ name: v.name, required: v.isRequired === true }] : []));
    return [{
      registryType: p.registryType,
      identifier: p.identifier,
      ...(typeof p.version === 'string' ? { version: p.version } : {}),
      ...(typeof p.fileSha256 === 'string' ? { fileSha256: p.fileSha256.toLowerCase() } : {}),
      ...(isRecord(p.transport) && typeof p.transport.type === 'string' ? { transport: p.transport.type } : {}),
      env,
    }];
  });
}

/** The manifest's package for the artifact that runs, and what to call it in a finding. */
function matchPackage(packages: readonly Package[], artifact: LockedArtifact): Package | undefined {
  switch (artifact.kind) {
    case 'npm': return packages.find((p) => p.registryType === 'npm' && p.identifier === artifact.name);
    case 'node-script': return packages.find((p) => p.registryType === 'npm' && p.identifier === artifact.package?.name);
    case 'image': return packages.find((p) => p.registryType === 'oci' && imageName(p.identifier) === imageName(artifact.requested));
    case 'mcpb': return packages.find((p) => p.registryType === 'mcpb');
    // PyPI names compare normalised (PEP 503): `Foo_Bar` and `foo-bar` are one distribution.
    case 'python': return packages.find((p) => p.registryType === 'pypi' && p.identifier.toLowerCase().replace(/[-_.]+/g, '-') === artifact.distribution);
    case 'python-script': return artifact.project?.name === undefined ? undefined : packages.find((p) => p.registryType === 'pypi' && p.identifier.toLowerCase().replace(/[-_.]+/g, '-') === artifact.project!.name!.toLowerCase().replace(/[-_.]+/g, '-'));
    case 'unresolved': return artifact.requested === undefined ? undefined : packages.find((p) => p.identifier === artifact.requested || p.identifier === artifact.requested!.replace(/@[^@/]*$/, ''));
    default: return undefined;
  }
}

/** An image reference without its tag or digest, and without the default registry's prefix. */
function imageName(ref: string): string {
  return ref.replace(/@sha256:[0-9a-f]+$/i, '').replace(/:[\w.-]+$/, '').replace(/^docker\.io\//, '').replace(/^library\//, '');
}

function resolvedVersion(artifact: LockedArtifact): string | undefined {
  if (artifact.kind === 'npm') return artifact.version;
  if (artifact.kind === 'node-script') return artifact.package?.version;
  if (artifact.kind === 'mcpb') return artifact.version;
  if (artifact.kind === 'python') return artifact.version;
  if (artifact.kind === 'python-script') return artifact.project?.version;
  return undefined;
}

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

export function checkRegistryManifest(
  manifest: JsonValue | undefined,
  artifact: LockedArtifact | undefined,
  reached: { transport: TransportKind; serverVersion?: string; envNames: readonly string[] },
): Finding[] {
  if (manifest === undefined) return [];
  if (!isRecord(manifest)) return [finding('registry_manifest_mismatch', 'fail', { subject: server, args: { field: 'not-an-object' } })];
  const out: Finding[] = [];
  const mismatch = (args: { field: string; package?: string; variable?: string; declared?: JsonValue; actual?: JsonValue }, variant?: 'undeclared-env') =>
    out.push(finding('registry_manifest_mismatch', 'fail', { subject: server, args, ...(variant ? { variant } : {}) }));
  const packages = packagesOf(manifest);
  const remotes = records(manifest.remotes).flatMap((r) => (typeof r.url === 'string' ? [r.url] : []));

  if (typeof manifest.version === 'string' && reached.serverVersion !== undefined && manifest.version !== reached.serverVersion) {
    mismatch({ field: 'server-version', declared: manifest.version, actual: reached.serverVersion });
  }
  if (artifact?.kind === 'url') {
    if (remotes.length > 0 && !remotes.some((url) => trimSlash(url) === trimSlash(artifact.url))) mismatch({ field: 'remote-url', declared: remotes, actual: artifact.url });
  } else if (artifact !== undefined && packages.length > 0) {
    const pkg = matchPackage(packages, artifact);
    if (pkg === undefined) {
      mismatch({ field: 'package-missing', declared: packages.map((p) => `${p.registryType}:${p.identifier}`), actual: 'requested' in artifact && artifact.requested !== undefined ? artifact.requested : artifact.kind });
    } else {
      const name = pkg.identifier;
      const version = resolvedVersion(artifact);
      if (pkg.version !== undefined && version !== undefined && pkg.version !== version) mismatch({ field: 'version', package: name, declared: pkg.version, actual: version });
      if (artifact.kind === 'mcpb' && pkg.fileSha256 !== undefined && `sha256:${pkg.fileSha256}` !== artifact.sha256) {
        mismatch({ field: 'file-sha256', package: name, declared: pkg.fileSha256, actual: artifact.sha256.replace(/^sha256:/, '') });
      }
      if (pkg.transport !== undefined && TRANSPORT[pkg.transport] !== reached.transport) mismatch({ field: 'transport', package: name, declared: pkg.transport, actual: reached.transport });
      const declared = new Set(pkg.env.map((v) => v.name));
      for (const v of pkg.env) if (v.required && !reached.envNames.includes(v.name)) mismatch({ field: 'env-required-missing', package: name, variable: v.name });
      for (const envName of reached.envNames) if (!declared.has(envName)) mismatch({ field: 'env-undeclared', package: name, variable: envName }, 'undeclared-env');
    }
  }
  return out.length > 0 ? out : [finding('registry_manifest_mismatch', 'pass', { subject: server, args: { field: 'all' } })];
}
