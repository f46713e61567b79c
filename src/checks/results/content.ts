import { isRecord } from '../../snapshot/view.js';

/** One problem with one content block; `unknownType` marks the ones `content_block_type_known` reports. */
export interface ContentIssue {
  at: string;
  reason: string;
  unknownType?: string;
}

export const CONTENT_TYPES = ['text', 'image', 'audio', 'resource_link', 'resource'] as const;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
// RFC 6838 type/subtype, parameters allowed.
const MEDIA_TYPE = /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*(\s*;.*)?$/;

export function isBase64(value: unknown): value is string {
  return typeof value === 'string' && value.length % 4 === 0 && BASE64.test(value);
}

/** Decoded size of a base64 string, without decoding it. */
export function base64Bytes(value: string): number {
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  return (value.length / 4) * 3 - padding;
}

/** Every problem with `content`, block by block, per the spec's ContentBlock types. */
export function contentIssues(content: unknown): ContentIssue[] {
  if (content === undefined) return [{ at: 'content', reason: 'content is missing (it is required, even when empty)' }];
  if (!Array.isArray(content)) return [{ at: 'content', reason: 'content is not an array' }];
  return content.flatMap((block, i) => blockIssues(block, `content[${i}]`));
}

function blockIssues(block: unknown, at: string): ContentIssue[] {
  if (!isRecord(block)) return [{ at, reason: 'block is not an object' }];
  const issue = (reason: string, field?: string): ContentIssue[] => [{ at: field ? `${at}.${field}` : at, reason }];
  const annotations = block.annotations !== undefined && !isRecord(block.annotations) ? issue('annotations is not an object', 'annotations') : [];
  switch (block.type) {
    case 'text':
      return [...(typeof block.text === 'string' ? [] : issue('text block without a string `text`', 'text')), ...annotations];
    case 'image':
    case 'audio':
      return [...mediaIssues(block, at, block.type), ...annotations];
    case 'resource_link':
      if (typeof block.uri !== 'string' || block.uri === '') return issue('resource_link without a `uri`', 'uri');
      if (typeof block.name !== 'string') return issue('resource_link without a string `name`', 'name');
      if ('text' in block || 'blob' in block || 'resource' in block) return issue('resource_link carries content; a resource with its content is type `resource`');
      return annotations;
    case 'resource':
      return [...embeddedIssues(block, at), ...annotations];
    default:
      if (typeof block.type !== 'string') return issue('block without a string `type`', 'type');
      return [{ at: `${at}.type`, reason: `unknown content type ${JSON.stringify(block.type)}`, unknownType: block.type }];
  }
}

function mediaIssues(block: Record<string, unknown>, at: string, kind: 'image' | 'audio'): ContentIssue[] {
  if (!isBase64(block.data)) return [{ at: `${at}.data`, reason: `${kind} block without base64 \`data\`` }];
  if (typeof block.mimeType !== 'string' || !MEDIA_TYPE.test(block.mimeType)) return [{ at: `${at}.mimeType`, reason: `${kind} block without a valid \`mimeType\`` }];
  if (!block.mimeType.toLowerCase().startsWith(`${kind}/`)) return [{ at: `${at}.mimeType`, reason: `${kind} block with media type ${JSON.stringify(block.mimeType)}` }];
  return [];
}

function embeddedIssues(block: Record<string, unknown>, at: string): ContentIssue[] {
  const resource = block.resource;
  if (!isRecord(resource)) {
    const looksLikeLink = typeof block.uri === 'string';
    return [{ at: `${at}.resource`, reason: looksLikeLink ? 'embedded resource without `resource`; a link to a resource is type `resource_link`' : 'embedded resource without a `resource` object' }];
  }
  const inner = `${at}.resource`;
  if (typeof resource.uri !== 'string' || resource.uri === '') return [{ at: `${inner}.uri`, reason: 'embedded resource without a `uri`' }];
  const hasText = 'text' in resource;
  const hasBlob = 'blob' in resource;
  if (hasText === hasBlob) return [{ at: inner, reason: 'embedded resource must carry exactly one of `text` or `blob`' }];
  if (hasText && typeof resource.text !== 'string') return [{ at: `${inner}.text`, reason: 'embedded resource `text` is not a string' }];
  if (hasBlob && !isBase64(resource.blob)) return [{ at: `${inner}.blob`, reason: 'embedded resource `blob` is not base64' }];
  if (resource.mimeType !== undefined && (typeof resource.mimeType !== 'string' || !MEDIA_TYPE.test(resource.mimeType))) {
    return [{ at: `${inner}.mimeType`, reason: 'embedded resource with an invalid `mimeType`' }];
  }
  return [];
}

/** Every image, audio and blob payload with its decoded size, for the size limit. */
export function mediaPayloads(content: unknown): Array<{ at: string; bytes: number }> {
  if (!Array.isArray(content)) return [];
  const found: Array<{ at: string; bytes: number }> = [];
  content.forEach((block, i) => {
    if (!isRecord(block)) return;
    if ((block.type === 'image' || block.type === 'audio') && isBase64(block.data)) found.push({ at: `content[${i}].data`, bytes: base64Bytes(block.data) });
    if (block.type === 'resource' && isRecord(block.resource) && isBase64(block.resource.blob)) {
      found.push({ at: `content[${i}].resource.blob`, bytes: base64Bytes(block.resource.blob) });
    }
  });
  return found;
}
