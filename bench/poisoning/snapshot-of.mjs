/**
 * A benchmark item's surface, as a server would send it, turned into the snapshot the collector
 * builds (`snapshotOfSurface`, src/snapshot/surface.ts): one definition for the measurement
 * (bench/poisoning.mjs) and the model harness (train-model.mjs), so both judge the same snapshot.
 * `surfaceModule` is src/snapshot/surface.ts as bench/compile.mjs compiled it.
 */
export function snapshotOfItem(surfaceModule, surface) {
  return surfaceModule.snapshotOfSurface({
    transport: 'stdio',
    era: 'legacy',
    protocolVersion: '2025-06-18',
    capabilities: { tools: {}, ...(surface.prompts ? { prompts: {} } : {}), ...(surface.resources || surface.resourceTemplates ? { resources: {} } : {}) },
    serverInfo: surface.serverInfo ?? { name: 'bench-server', version: '1.0.0' },
    ...(surface.instructions !== undefined ? { instructions: surface.instructions } : {}),
    tools: surface.tools ?? [],
    prompts: surface.prompts ?? [],
    resources: surface.resources ?? [],
    resourceTemplates: surface.resourceTemplates ?? [],
  });
}
