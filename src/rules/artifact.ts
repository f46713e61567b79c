import { ONE_PER_SUBJECT, rule } from './types.js';

/**
 * Registry entries about what a server's start runs (src/edge/artifact.ts resolves it). They belong
 * to the security family but are judged from the resolved artifact, not from the text the model
 * reads, and are facts of the config rather than heuristics: kept apart from `securityRules`.
 */
export const artifactRules = {
  floating_start: rule<{ start?: string; requested?: string; version?: string; pinned?: string; reason?: string }>()({
    family: 'security',
    severity: 'medium',
    identity: ONE_PER_SUBJECT,
    title: 'Started without an exact version',
    description:
      'The config starts the server from a package or image without naming an exact version: `npx -y pkg` or `pkg@latest` or a range, `npm exec`, `pnpm dlx`, an unpinned `uvx pkg` or `pipx run pkg`, `docker run image:tag`. Every start may fetch and run a different release than the one that was tested, and nothing in the config or the contract lockfile changes when it does: a hijacked maintainer account or a malicious release runs on the next start with everything the server can reach (its environment, files and network), and a new release with the same tools passes every contract check. The finding gives the start with the exact version that was resolved on this machine (the npx cache the start filled, the project\'s lockfile, the local engine\'s digest); when nothing could be resolved offline it says why. Medium: nothing has gone wrong yet, but what runs is not under review; a pinned start changes only when someone changes the config. Deliberately not flagged: starts that name an exact version or digest, `node path/to/server.js` and other executables on disk (their bytes are pinned by `baseline`), HTTP servers (what runs behind a URL is not chosen by the config).',
    remediation:
      'Start the exact version: use the pinned command the finding gives (e.g. `npx -y pkg@1.2.3`, `uvx pkg==1.2.3`, `image@sha256:…`), and upgrade by changing it on purpose, after review. For a package the project already depends on, its lockfile pins it.',
    message: (a, q) =>
      `${q(a.start)} starts ${q(a.requested)} without an exact version` +
      (typeof a.pinned === 'string' ? `: it resolved to ${q(a.version)} here; start ${q(a.pinned)} instead` : `; no pinned form could be resolved offline (${q(a.reason)}): name the exact version you tested`),
    passMessage: (a, q) => (typeof a.start === 'string' ? `${q(a.start)} names an exact version` : 'The start names no package to pin'),
  }),
};
