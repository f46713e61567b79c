import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig((options) => ({
  entry: { bin: 'src/bin.ts', index: 'src/index.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  splitting: true,
  sourcemap: false,
  clean: true,
  // Declarations take a whole type-check, so `pnpm build` (and the tests' rebuild) skips them;
  // `tsup --dts` (the `prepack` script) writes them for the library entry only, which is all that
  // `exports` points at.
  dts: options.dts ? { entry: { index: 'src/index.ts' } } : false,
  // The version comes from package.json at build time so it can never drift from what npm publishes.
  define: { __MCPWARD_VERSION__: JSON.stringify(pkg.version) },
}));
