/**
 * Protocol revisions mcpward knows, oldest first: the one place they are written. The wire
 * (src/client/era.ts) and the checks both read them from here.
 */
export const LEGACY_VERSIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'] as const;
/** Stateless revisions (server/discover, per-request _meta). */
export const MODERN_VERSIONS = ['2026-07-28'] as const;
export const KNOWN_VERSIONS: readonly string[] = [...LEGACY_VERSIONS, ...MODERN_VERSIONS];
export const LATEST_LEGACY = LEGACY_VERSIONS[LEGACY_VERSIONS.length - 1]!;
export const LATEST_MODERN = MODERN_VERSIONS[MODERN_VERSIONS.length - 1]!;
/** Every version from this date on is modern. */
export const FIRST_MODERN = MODERN_VERSIONS[0];
