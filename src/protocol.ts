/** Protocol revisions mcpward knows, oldest first. The newest legacy one is what `initialize` offers. */
export const LEGACY_VERSIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'] as const;
export const MODERN_VERSIONS = ['2026-07-28'] as const;
export const KNOWN_VERSIONS: readonly string[] = [...LEGACY_VERSIONS, ...MODERN_VERSIONS];

/** Revisions from this date on are stateless (server/discover, per-request _meta). */
export const FIRST_MODERN_VERSION = MODERN_VERSIONS[0];

export function eraOfVersion(version: string): 'legacy' | 'modern' {
  return version >= FIRST_MODERN_VERSION ? 'modern' : 'legacy';
}
