import { z } from 'zod';
import { fileSchema } from './schema.js';

/**
 * Where the published config schema is served. Unversioned on purpose: `npx mcpward init` users have
 * no local copy to point at, and the schema only grows between releases.
 */
export const CONFIG_SCHEMA_URL = 'https://unpkg.com/mcpward/schemas/config.schema.json';

/** The JSON Schema of `mcpward.yaml` as a user writes it (defaults optional), shipped as schemas/config.schema.json. */
export function configJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(fileSchema, { target: 'draft-2020-12', io: 'input', reused: 'ref' });
  return {
    $schema: generated.$schema,
    $id: CONFIG_SCHEMA_URL,
    title: 'mcpward.yaml',
    description: 'Configuration of mcpward, black-box contract and security testing for MCP servers.',
    ...generated,
  };
}
