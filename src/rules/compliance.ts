import type { RuleMeta } from './types.js';

/** Registry entries of the compliance family: the protocol as the server speaks it. */
export const complianceRules = {
  handshake: {
    family: 'compliance',
    severity: 'high',
    title: 'Handshake succeeds',
    description:
      'The server answers the opening exchange of its protocol era: `initialize` for legacy revisions (2024-11-05 to 2025-11-25), `server/discover` for 2026-07-28 and later, with a result of the right shape.',
    remediation: 'Make the server answer `initialize` (legacy) or `server/discover` (modern) with a complete result.',
    message: (a, q) => `Handshake ${q(a.method)} failed: ${q(a.reason)}`,
    passMessage: (a, q) => `Handshake ${q(a.method)} succeeded (protocol ${q(a.version)})`,
  },
} satisfies Record<string, RuleMeta>;
