import type { ContentIssueArgs, ContentIssueCode } from '../../rules/results.js';
import { isRecord } from '../../snapshot/view.js';

/**
 * One problem with one content block, as a code and its facts (the registry words it:
 * `contentIssue`); `unknownType` marks the ones `content_block_type_known` reports.
 */
export interface ContentIssue extends ContentIssueArgs {
  at: string;
  issue: ContentIssueCode;
  unknownType?: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
// RFC 6838 type/subtype, parameters allowed.
const MEDIA_TYPE = /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*(\s*;.*)?$/;

function isBase64(value: unknown): value is string {
  return typeof value === 'string' && value.length % 4 === 0 && BASE64.test(value);
}

/** Decoded size of a base64 string, without decoding it. */
function base64Bytes(value: string): number {
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  return (value.length / 4) * 3 - padding;
}

/** Every problem with `content`, block by block, per the spec's ContentBlock types. */
export function contentIssues(content: unknown): ContentIssue[] {
  if (content === undefined) return [{ at: 'content', issue: 'content-missing' }];
  if (!Array.isArray(content)) return [{ at: 'content', issue: 'content-not-array' }];
  return content.flatMap((block, i) => blockIssues(block, `content[${i}]`));
}

function blockIssues(block: unknown, at: string): ContentIssue[] {
  if (!isRecord(block)) return [{ at, issue: 'block-not-object' }];
  const issue = (code: ContentIssueCode, field?: string): ContentIssue[] => [{ at: field ? `${at}.${field}` : at, issue: code }];
  const annotations = block.annotations !== undefined && !isRecord(block.annotations) ? issue('annotations-not-object', 'annotations') : [];
  switch (block.type) {
    case 'text':
      return [...(typeof block.text === 'string' ? [] : issue('text-without-text', 'text')), ...annotations];
    case 'image':
    case 'audio':
      return [...mediaIssues(block, at, block.type), ...annotations];
    case 'resource_link':
      if (typeof block.uri !== 'string' || block.uri === '') return issue('link-without-uri', 'uri');
      if (typeof block.name !== 'string') return issue('link-without-name', 'name');
      if ('text' in block || 'blob' in block || 'resource' in block) return issue('link-with-content');
      return annotations;
    case 'resource':
      return [...embeddedIssues(block, at), ...annotations];
    default:
      if (typeof block.type !== 'string') return issue('block-without-type', 'type');
      return [{ at: `${at}.type`, issue: 'unknown-type', value: block.type, unknownType: block.type }];
  }
}

function mediaIssues(block: Record<string, unknown>, at: string, kind: 'image' | 'audio'): ContentIssue[] {
  if (!isBase64(block.data)) return [{ at: `${at}.data`, issue: 'media-without-data', kind }];
  if (typeof block.mimeType !== 'string' || !MEDIA_TYPE.test(block.mimeType)) return [{ at: `${at}.mimeType`, issue: 'media-without-mime-type', kind }];
  if (!block.mimeType.toLowerCase().startsWith(`${kind}/`)) return [{ at: `${at}.mimeType`, issue: 'media-type-mismatch', kind, value: block.mimeType }];
  return [];
}

function embeddedIssues(block: Record<string, unknown>, at: string): ContentIssue[] {
  const resource = block.resource;
  if (!isRecord(resource)) {
    const looksLikeLink = typeof block.uri === 'string';
    return [{ at: `${at}.resource`, issue: looksLikeLink ? 'resource-shaped-like-link' : 'resource-without-object' }];
  }
  const inner = `${at}.resource`;
  if (typeof resource.uri !== 'string' || resource.uri === '') return [{ at: `${inner}.uri`, issue: 'resource-without-uri' }];
  const hasText = 'text' in resource;
  const hasBlob = 'blob' in resource;
  if (hasText === hasBlob) return [{ at: inner, issue: 'resource-text-and-blob' }];
  if (hasText && typeof resource.text !== 'string') return [{ at: `${inner}.text`, issue: 'resource-text-not-string' }];
  if (hasBlob && !isBase64(resource.blob)) return [{ at: `${inner}.blob`, issue: 'resource-blob-not-base64' }];
  if (resource.mimeType !== undefined && (typeof resource.mimeType !== 'string' || !MEDIA_TYPE.test(resource.mimeType))) {
    return [{ at: `${inner}.mimeType`, issue: 'resource-invalid-mime-type' }];
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
