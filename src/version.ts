declare const __MCPWARD_VERSION__: string;

/** Injected from package.json at build time (tsup and vitest `define`), so it can never drift. */
export const VERSION: string = __MCPWARD_VERSION__;
