import { startStdioFixture } from '../helpers/servers.js';

/**
 * What the surface fixture sends, read over raw stdio with no MCP client in between: the ground
 * truth `--include-surface` and `mcpward show` must reproduce byte for byte.
 */
export async function surfaceAsSent(args: string[] = []): Promise<Record<string, unknown>> {
  const server = startStdioFixture('surface', args);
  try {
    const init = await server.request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'test', version: '1' } });
    server.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    const result = async (id: number, method: string) => ((await server.request(id, method, {}))!.result as Record<string, unknown>);
    const hello = init!.result as Record<string, unknown>;
    return {
      transport: 'stdio',
      era: 'legacy',
      protocolVersion: hello.protocolVersion,
      serverInfo: hello.serverInfo,
      capabilities: hello.capabilities,
      instructions: hello.instructions,
      tools: (await result(2, 'tools/list')).tools,
      prompts: (await result(3, 'prompts/list')).prompts,
      resources: (await result(4, 'resources/list')).resources,
      resourceTemplates: (await result(5, 'resources/templates/list')).resourceTemplates,
    };
  } finally {
    await server.stop();
  }
}
