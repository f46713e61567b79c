import type { Confidence } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import type { Snapshot } from '../../snapshot/types.js';
import { isRecord, itemLabel } from '../../snapshot/view.js';
import { findHiddenCharacters, formatCodePoint, type HiddenChar } from '../../text/classes.js';
import { confusableScripts, confusableSkeleton, isWhollyLatinLookalike } from '../../text/confusables.js';
import { decodeTagCharacters } from '../../text/normalize.js';
import { statusFor } from './status.js';
import type { ModelText } from '../shared/model-texts.js';

const MAX_LISTED = 10;
const ASCII = /^[\x20-\x7e]*$/;

function hiddenConfidence(found: readonly HiddenChar[], surface: ModelText): Confidence {
  const classes = new Set(found.map((h) => h.cls));
  if (classes.has('tag') || classes.has('bidi')) return 'high';
  // In an identifier an invisible character can only serve to make two names look equal.
  if (surface.kind === 'name' || surface.kind === 'key') return 'high';
  // A run of variation selectors is the signature of bytes smuggled one selector per byte.
  if (found.filter((h) => h.cls === 'variation-selector').length >= 4) return 'high';
  if (found.some((h) => h.codePoint === 0x1b)) return 'high'; // ESC: terminal escape sequences
  // Private use alone is what icon fonts do; any other hidden class makes it medium.
  return classes.size === 1 && classes.has('private-use') ? 'low' : 'medium';
}

/** One finding per string that holds hidden characters, with Tag characters decoded. */
export function checkHiddenUnicode(surfaces: readonly ModelText[]): Finding[] {
  const out: Finding[] = [];
  for (const s of surfaces) {
    const found = findHiddenCharacters(s.text);
    if (found.length === 0) continue;
    // Tag characters come by the dozen; their decoded text says more than their code points.
    const tags = found.filter((h) => h.cls === 'tag').length;
    const codepoints = [
      ...new Set(found.filter((h) => h.cls !== 'tag').map((h) => formatCodePoint(h.codePoint))),
      ...(tags > 0 ? [`${tags} Tag character${tags === 1 ? '' : 's'} (U+E0000–U+E007F)`] : []),
    ];
    const decoded = decodeTagCharacters(s.text);
    const confidence = hiddenConfidence(found, s);
    out.push(
      finding('hidden_unicode', statusFor(confidence), {
        confidence,
        subject: s.subject,
        path: s.path,
        args: {
          field: s.path,
          count: found.length,
          codepoints: codepoints.slice(0, MAX_LISTED),
          classes: [...new Set(found.map((h) => h.cls))],
          ...(decoded ? { decoded } : {}),
        },
      }),
    );
  }
  return out;
}

/** Tool and prompt names that read like something they are not. */
export function checkConfusableNames(snapshot: Snapshot): { findings: Finding[]; scanned: number } {
  const findings: Finding[] = [];
  let scanned = 0;
  for (const [list, kind] of [
    ['tools', 'tool'],
    ['prompts', 'prompt'],
  ] as const) {
    const named = snapshot[list].flatMap((item) =>
      isRecord(item.raw) && typeof item.raw.name === 'string' ? [{ item, name: item.raw.name, skeleton: confusableSkeleton(item.raw.name) }] : [],
    );
    // Skeleton → names, so a spoof of a sibling is found without comparing all pairs.
    const bySkeleton = new Map<string, string[]>();
    for (const { name, skeleton } of named) {
      const same = bySkeleton.get(skeleton);
      if (same) same.push(name);
      else bySkeleton.set(skeleton, [name]);
    }
    for (const { item, name, skeleton } of named) {
      scanned++;
      const scripts = confusableScripts(name);
      const mixed = scripts.length >= 2;
      const wholeScript = scripts.length === 1 && scripts[0] !== 'Latin' && isWhollyLatinLookalike(name);
      const ascii = ASCII.test(name);
      // Printable ASCII is its own NFKC form.
      const compatibility = !ascii && name.normalize('NFKC') !== name;
      // Only the non-ASCII one of two twins is the spoof.
      const twin = ascii ? undefined : bySkeleton.get(skeleton)?.find((other) => other !== name);
      if (!mixed && !wholeScript && !compatibility && twin === undefined) continue;
      const confidence: Confidence = twin !== undefined || (mixed && ASCII.test(skeleton)) ? 'high' : 'medium';
      findings.push(
        finding('confusable_name', statusFor(confidence), {
          confidence,
          subject: { kind, name: itemLabel(item) },
          path: 'name',
          args: {
            name,
            skeleton,
            scripts: compatibility && scripts.length === 0 ? ['compatibility'] : compatibility ? [...scripts, 'compatibility'] : scripts,
            ...(twin !== undefined ? { collides_with: twin } : {}),
          },
        }),
      );
    }
  }
  return { findings, scanned };
}
