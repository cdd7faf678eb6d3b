import { createHash, randomBytes, type Hash } from 'node:crypto';
import type { PartName } from '../../templates/layout/part-mark.js';
import type { HeadView } from '../../templates/view-types.js';
import { dataKey } from '../cache/data-key.js';
import type { PageParts } from '../model/rendered-page.js';
import type { RenderShared } from './render-page.js';

/**
 * The tag of the marks the templates put around the parts of a page's body (`PartMark`): a name no
 * page's content can hold by chance, so that the marks found are those the templates rendered.
 */
export const PART_MARK_TAG = `docs-build-part-${randomBytes(8).toString('hex')}`;
const MARK_START = `<${PART_MARK_TAG} data-part="`;
const MARK_END = `"></${PART_MARK_TAG}>`;

/** Swapped content must not hold a script: it would not run when put in place. */
const SCRIPT = /<script[\s>]/i;

/** The parts of a page's body, marked in the templates. */
const BODY_PARTS: readonly PartName[] = ['area', 'main'];

/**
 * The keys of the head's parts, from what `<head>` is rendered from (templates/layout/document-head.tsx):
 * the page's head view and the chrome all pages share. Not from its bytes: React moves the title and
 * meta tags to the start of the head, away from any mark.
 */
export function headPartKeys(
  shared: RenderShared,
  head: HeadView,
): Pick<PageParts, 'frame' | 'stylesheets' | 'head' | 'description'> {
  const { title, noindex, canonicalUrl, ogType, imageUrl, search } = head;
  const { config, chrome } = shared;
  return {
    frame: dataKey({ chrome: { ...chrome, stylesheets: undefined }, baseUrl: config.baseUrl, imageUrl }),
    stylesheets: dataKey(chrome.stylesheets),
    head: dataKey({ title, noindex, canonicalUrl, ogType, search }),
    description: dataKey(head.description),
  };
}

/**
 * The page without the marks `PartMark` rendered in its body (the same bytes as without them), with the
 * keys of its parts: the head's as `headPartKeys` gives them, the body's hashed from their bytes, each
 * byte counted for the innermost part around it, or for the frame (with what the rest of the head is
 * rendered from). A page whose marks are not all there, or not paired, has no keys (watch then
 * reloads it when it changes).
 */
export function takePageParts(
  marked: string,
  headKeys: Pick<PageParts, 'frame' | 'stylesheets' | 'head' | 'description'>,
): { html: string; parts?: PageParts } {
  const frame = createHash('sha1').update(headKeys.frame);
  const hashes = new Map<PartName, Hash>();
  const open: PartName[] = [];
  const scripts = { main: false, area: false };
  let complete = true;
  const headStart = marked.indexOf('<head>');
  const headEnd = marked.indexOf('</head>');
  if (headStart === -1 || headEnd < headStart) return { html: withoutMarks(marked) };
  // The head's bytes are keyed by what they are rendered from (see headPartKeys).
  frame.update(marked.slice(0, headStart));
  let html = marked.slice(0, headEnd);
  let from = headEnd;
  const take = (text: string) => {
    html += text;
    const part = open.at(-1);
    if (!part) {
      frame.update(text);
      return;
    }
    hashes.get(part)!.update(text);
    if (!scripts[part] && SCRIPT.test(text)) scripts[part] = true;
  };
  for (let at = marked.indexOf(MARK_START, from); at !== -1; at = marked.indexOf(MARK_START, from)) {
    take(marked.slice(from, at));
    const nameEnd = marked.indexOf(MARK_END, at);
    const [part, side] = splitMark(marked.slice(at + MARK_START.length, nameEnd));
    from = nameEnd + MARK_END.length;
    if (side === 'start') {
      open.push(part);
      if (!hashes.has(part)) hashes.set(part, createHash('sha1'));
    } else if (open.pop() !== part) complete = false;
  }
  take(marked.slice(from));
  if (!complete || open.length > 0 || BODY_PARTS.some((part) => !hashes.has(part))) return { html };
  const key = (hash: Hash) => hash.digest('base64url');
  const parts: PageParts = {
    ...headKeys,
    frame: key(frame),
    area: key(hashes.get('area')!),
    main: key(hashes.get('main')!),
    scriptInMain: scripts.main,
    scriptInArea: scripts.area || scripts.main,
  };
  return { html, parts };
}

/** The page without any of the marks. */
function withoutMarks(marked: string): string {
  return marked.replace(new RegExp(`${MARK_START}[a-z]+-(?:start|end)${MARK_END}`, 'g'), '');
}

function splitMark(name: string): [PartName, 'start' | 'end'] {
  const dash = name.lastIndexOf('-');
  return [name.slice(0, dash) as PartName, name.slice(dash + 1) as 'start' | 'end'];
}
