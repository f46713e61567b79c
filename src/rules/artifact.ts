import type { JsonValue } from '../model.js';
import { ONE_PER_SUBJECT, rule, term } from './types.js';

/** mcpward's own names for a start form, rendered bare; anything else is quoted. */
const STARTS: Readonly<Record<string, string>> = {
  npx: 'npx', 'npm-exec': 'npm exec', 'pnpm-dlx': 'pnpm dlx', node: 'node', executable: 'an executable', uvx: 'uvx', pipx: 'pipx run', python: 'python -m', docker: 'docker run', podman: 'podman run', mcpb: 'an MCP Bundle',
};

/** Why an artifact could not be resolved, in words (docs/lockfile.md lists the codes). */
export const UNRESOLVED: Readonly<Record<string, string>> = {
  'not-implemented': 'mcpward does not resolve this start form yet',
  'unparsed-arguments': 'its arguments hold an option mcpward cannot read with certainty',
  'unsupported-spec': 'it names a git URL, tarball, folder or alias rather than a registry version',
  'not-installed': 'nothing installed for it was found where the start installs',
  ambiguous: 'more than one installed copy matches it',
  'not-found': 'the file or command was not found',
  unreadable: 'the file could not be read',
  'no-engine': 'no local container engine answered',
  'not-distribution': 'the module is not part of an installed distribution (the standard library, the working folder or PYTHONPATH)',
};

/** Why a bundle's signature failed (src/artifact/mcpb.ts). */
const SIGNATURE: Readonly<Record<string, string>> = {
  malformed: 'the signature block does not parse',
  'digest-mismatch': 'the archive is not the one that was signed',
  'bad-signature': 'the signature does not verify with the signer certificate',
  'no-signer-certificate': 'the bundle does not carry the signer certificate',
  'unsupported-algorithm': 'it uses an algorithm mcpward does not verify',
  'chain-broken': 'a certificate the bundle carries does not sign the one below it',
};

/** Registry entries of the artifact family: what runs, as opposed to what it says (docs/lockfile.md, "The artifact"). */
export const artifactRules = {
  floating_start: rule<{ start: string; requested?: string; version?: string; pinned?: string; reason?: string }>()({
    family: 'artifact',
    severity: 'medium',
    identity: ONE_PER_SUBJECT,
    title: 'Started with an exact version',
    description:
      'The config starts the server from a package or image without naming an exact version: `npx -y pkg`, `pkg@latest` or a range, `npm exec`, `pnpm dlx`, an unpinned `uvx pkg` or `pipx run pkg`, `docker run image:tag`. Every start may fetch and run another release than the one that was tested, and nothing in the config or the contract changes when it does: a hijacked maintainer account or a malicious release runs on the next start with everything the server can reach (its environment, files and network), and a new release with the same tools passes every contract check. The finding gives the start with the exact version of every package resolved on this machine (the npx or pnpm dlx cache the start filled, npm\'s global folder, the project\'s lockfile, the local engine\'s digest, the environment uv or pipx left); when nothing could be resolved offline it says why. Medium: nothing has gone wrong yet, but what runs is not under review; a pinned start changes only when someone changes the config. Not flagged: starts that name an exact version or digest, `node path/to/server.js` and other files on disk (`baseline` pins their bytes), MCP Bundles (one file, pinned by its hash), HTTP servers (what runs behind a URL is not chosen by the config).',
    remediation:
      'Start the exact version: use the pinned command the finding gives (`npx -y pkg@1.2.3`, `image@sha256:…`), and upgrade by changing it on purpose, after review. For a package the project already depends on, its lockfile pins it.',
    message: (a, q) =>
      `${term(a.start, STARTS, q)} starts ${q(a.requested ?? a.start)} without an exact version, so each start may run different code; ${
        a.pinned !== undefined ? `it resolved to ${q(a.version)} here: start ${q(a.pinned)} instead` : `no pinned form could be resolved offline (${term(a.reason, UNRESOLVED, q)}): name the exact version you tested`
      }`,
    passMessage: (a, q) => `${term(a.start, STARTS, q)} starts an exact version or a file on disk`,
  }),
  artifact_unresolved: rule<{ start: string; reason: string; requested?: string }>()({
    family: 'artifact',
    severity: 'info',
    reports: 'skip',
    identity: ONE_PER_SUBJECT,
    title: 'What runs is resolved',
    description:
      'mcpward resolves offline what a start runs (docs/lockfile.md, "The artifact"): the installed version and registry integrity of an npm package, the hash of a script or executable, an image digest, a bundle\'s hash and signature. When it cannot, it says why and pins nothing rather than guess. Info: a record of what is not pinned.',
    remediation: 'Start the server in a form mcpward resolves (an exact npm version, a script, an image by digest), or accept that its artifact is not pinned.',
    message: (a, q) => `What the server's start (${term(a.start, STARTS, q)}${a.requested !== undefined ? ` ${q(a.requested)}` : ''}) runs was not resolved: ${term(a.reason, UNRESOLVED, q)}`,
  }),
  artifact_changed: rule<{ before: string; after: string }>()({
    family: 'artifact',
    severity: 'info',
    identity: ONE_PER_SUBJECT,
    title: 'The pinned artifact still runs',
    description:
      'The artifact that runs is not the one the baseline pinned (another version, another hash) while its identity as a release is consistent: an upgrade, or a rebuilt script. When the contract did not change either, the upgrade kept its promises; when it did, the contract findings say how. Info: a new release is the normal life of a dependency; `baseline` pins it.',
    remediation: 'Run `mcpward baseline` to pin the new artifact once you have reviewed the change.',
    message: (a, q) => `The server now runs ${q(a.after)}; the baseline pinned ${q(a.before)}`,
  }),
  artifact_republished: rule<{ release: string; before: string; after: string }>()({
    family: 'artifact',
    severity: 'high',
    identity: ONE_PER_SUBJECT,
    title: 'A release keeps its content',
    description:
      'The same release — a package name and version, a bundle name and version, a Python distribution and version — now has another integrity, hash or RECORD than the baseline pinned, or a Python install\'s files no longer match the RECORD its installer wrote (edited after installation). A registry does not let a version be republished with other content, so this is a tampered cache or mirror, a registry that was compromised, an installed copy changed in place, or a bundle rebuilt under an old version number: code nobody reviewed runs under a name that says it was. High: the client runs unreviewed code while every pin says it is the reviewed one.',
    remediation: 'Find out where the other content came from before running it; clear the cache it came from and reinstall from the registry you trust, then compare again.',
    message: (a, q) => `${q(a.release)} is the release the baseline pinned, but its content differs: ${q(a.before)} then, ${q(a.after)} now`,
  }),
  contract_changed_artifact_unchanged: rule<{ artifact: string }>()({
    family: 'artifact',
    severity: 'info',
    identity: ONE_PER_SUBJECT,
    title: 'Contract changes come with artifact changes',
    description:
      'The contract changed (the drift findings say how) while the artifact that runs is byte for byte the pinned one: what the server states hangs on something no pin holds — a remote API it forwards, a configuration, the environment, the time. Pinning the artifact does not pin this server\'s behaviour. Info: the drift findings carry the grade; this says where the cause is not.',
    remediation: 'Look for what the server reads at start-up or per call (a remote service, its configuration or environment) and pin or version that.',
    message: (a, q) => `The contract changed while the artifact is the pinned one (${q(a.artifact)}): the change comes from something the artifact pin does not hold, such as a remote API or the configuration`,
  }),
  bundle_signature_invalid: rule<{ file: string; reason: string }>()({
    family: 'artifact',
    severity: 'high',
    identity: ONE_PER_SUBJECT,
    title: 'A signed bundle verifies',
    description:
      'The MCP Bundle carries a signature that does not hold: the archive is not the one that was signed, the signature does not verify with the carried signer certificate, or the carried chain is broken. A bundle altered after signing, or a signature copied from another bundle, looks signed to a reader who does not verify it. mcpward verifies the signed digest, the signature and the chain the bundle carries; it consults no trust store or revocation list, and pins the signer\'s fingerprint instead (docs/lockfile.md). High: the code that runs is not what its publisher signed.',
    remediation: 'Do not run the bundle; get it again from its publisher and check that it verifies.',
    message: (a, q) => `The bundle ${q(a.file)} carries a signature that does not hold: ${term(a.reason, SIGNATURE, q)}`,
  }),
  bundle_signer_changed: rule<{ file: string; before: string; after: string }>()({
    family: 'artifact',
    severity: 'high',
    identity: ONE_PER_SUBJECT,
    title: 'The bundle keeps its signer',
    description:
      'The baseline pinned the bundle\'s signer by its certificate\'s SHA-256 fingerprint, and the bundle is now signed by another certificate, or no longer signed. A publisher rotates certificates rarely and on purpose; a bundle re-signed by someone else is the shape of a takeover. High: the agent runs code whose publisher changed without anyone deciding it.',
    remediation: 'Confirm with the publisher that the new certificate is theirs, then run `mcpward baseline` to pin it.',
    message: (a, q) => `The bundle ${q(a.file)} was signed by ${q(a.before)} and is now ${a.after === 'unsigned' ? 'unsigned' : `signed by ${q(a.after)}`}`,
  }),
  registry_manifest_mismatch: rule<{ field: string; package?: string; variable?: string; declared?: JsonValue; actual?: JsonValue }>()({
    family: 'artifact',
    severity: 'medium',
    variants: { 'undeclared-env': 'low' },
    identity: ['field', 'package', 'variable'],
    title: 'The registry manifest describes what runs',
    description:
      'A registry `server.json` (`server.registry_manifest`) tells clients what to install and how to start it: its packages with their registry, identifier and version, an MCP Bundle\'s `fileSha256`, the transport, the environment variables. mcpward compares it with what this run resolved and captured, offline, and reports each difference: no package for the artifact that runs, another version, another bundle hash, another transport, a remote URL that is not the one tested, a server version that differs from `serverInfo`, a variable the manifest requires that the config does not set. Medium: clients that install from the registry run or configure something other than what was tested. A variable the config sets that the manifest does not declare is low (`undeclared-env`): clients will not know to set it.',
    remediation: 'Publish a server.json that matches the release you tested (version, `fileSha256`, transport, environment variables), or test the release the registry describes.',
    message: (a, q) => {
      const pkg = a.package === undefined ? '' : ` for ${q(a.package)}`;
      switch (a.field) {
        case 'package-missing': return `The registry manifest lists no package for what runs (${q(a.actual)}); it lists ${q(a.declared)}`;
        case 'version': return `The registry manifest declares version ${q(a.declared)}${pkg}, but ${q(a.actual)} runs`;
        case 'file-sha256': return `The registry manifest declares fileSha256 ${q(a.declared)}${pkg}, but the bundle's is ${q(a.actual)}`;
        case 'transport': return `The registry manifest declares transport ${q(a.declared)}${pkg}, but the server was reached over ${q(a.actual)}`;
        case 'remote-url': return `The registry manifest's remotes are ${q(a.declared)}, but the server tested is at ${q(a.actual)}`;
        case 'server-version': return `The registry manifest declares server version ${q(a.declared)}, but the server reports ${q(a.actual)}`;
        case 'env-required-missing': return `The registry manifest requires the environment variable ${q(a.variable)}${pkg}, which the config does not set`;
        case 'env-undeclared': return `The config sets the environment variable ${q(a.variable)}, which the registry manifest does not declare${pkg}`;
        default: return `The registry manifest is not a server.json mcpward can compare (${q(a.field)})`;
      }
    },
    passMessage: () => 'The registry manifest describes what runs',
  }),
};
