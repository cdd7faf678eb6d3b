import type { Hierarchy, HierarchyLevel, SearchRecord } from '../shared/browser-shapes.js';
import type { Page } from '../model/page.js';
import { contentPlainText, type PageSection } from '../model/rendered-content.js';
import { endpointSections } from './endpoint-sections.js';

/** Page kinds with searchable text; listings, the search page and the 404 page have none of their own. */
const SEARCHABLE = new Set<Page['kind']>(['doc', 'endpoint', 'blog-post', 'page']);

/** Longest `content` kept per record: enough for snippets, bounded so one huge section cannot swell the index. */
export const MAX_CONTENT_CHARACTERS = 3000;

/**
 * The DocSearch records of one page: the page itself (lvl1: its title, with the text before the first
 * sub-heading) and one record per heading with the text under it. Endpoint pages also carry their
 * method, path and operation name as keywords, and every record of a deprecated operation says so.
 */
export function pageRecords(page: Page, lvl0: string, lvl1 = page.title): SearchRecord[] {
  const sections = recordSections(page);
  if (!sections) return [];
  const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const headings: SearchRecord[] = [];
  for (const section of sections.headed) {
    const depth = Math.min(6, Math.max(2, section.level));
    for (let level = depth; level <= 6; level++) hierarchy[`lvl${level}` as HierarchyLevel] = null;
    hierarchy[`lvl${depth}` as HierarchyLevel] = section.heading ?? '';
    headings.push(
      record(
        page.route,
        section.id,
        `lvl${depth}` as HierarchyLevel,
        { ...hierarchy },
        section.text,
        headings.length + 1,
      ),
    );
  }
  const intro = sections.intro.map((section) => section.text).join('\n');
  const pageRecord = record(
    page.route,
    undefined,
    'lvl1',
    { ...hierarchy, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    intro,
    0,
  );
  if (page.endpoint?.method)
    pageRecord.keywords = endpointKeywords(page.route, page.endpoint.method, page.endpoint.path ?? '');
  else if (page.endpoint?.subject === 'schema' && page.endpoint.path) pageRecord.keywords = [page.endpoint.path];
  const records = [pageRecord, ...headings];
  if (page.endpoint?.deprecated) for (const each of records) each.deprecated = true;
  return records;
}

/** How many records `pageRecords` makes of a page, without making them (their text is most of the work). */
export function pageRecordCount(page: Page): number {
  const sections = recordSections(page);
  return sections ? 1 + sections.headed.length : 0;
}

/**
 * A searchable page's sections as its records take them: those before its first sub-heading (the
 * page's own record) and each heading's; undefined for a page with no searchable text.
 */
function recordSections(page: Page): { intro: PageSection[]; headed: PageSection[] } | undefined {
  if (!SEARCHABLE.has(page.kind) || !page.content) return undefined;
  const sections: PageSection[] =
    page.kind === 'endpoint'
      ? endpointSections(page.content)
      : (page.content.sections ?? [{ level: 0, text: contentPlainText(page.content) }]);
  const intro: PageSection[] = [];
  const headed: PageSection[] = [];
  for (const section of sections) {
    if (section.level === 0 || (section.level === 1 && headed.length === 0)) intro.push(section);
    else headed.push(section);
  }
  return { intro, headed };
}

function record(
  route: string,
  anchor: string | undefined,
  type: HierarchyLevel,
  hierarchy: Hierarchy,
  text: string,
  position: number,
): SearchRecord {
  const url = anchor ? `${route}#${anchor}` : route;
  const content = compactText(text).slice(0, MAX_CONTENT_CHARACTERS);
  return {
    objectID: url,
    url,
    type,
    hierarchy,
    content: content || null,
    weight: { level: 100 - 10 * (Number(type.slice(3)) - 1), position },
  };
}

/** Deepest indentation kept in a record: code stays readable, without a record of spaces. */
const MAX_INDENT = 8;

/**
 * The text with its line breaks and its lines' indentation (tabs as two spaces, at most eight), so code
 * stays readable in a hit; other runs of white space become one space and blank lines go.
 */
function compactText(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, '  ').slice(0, MAX_INDENT);
      const rest = line.trim().replace(/\s+/g, ' ');
      return rest ? indent + rest : '';
    })
    .filter(Boolean)
    .join('\n');
}

/** `createfixedshift`, `POST`, `/shifts/fixed`: what a developer types to find an operation. */
function endpointKeywords(route: string, method: string, path: string): string[] {
  const slug = route.slice(route.lastIndexOf('/') + 1);
  return [...new Set([slug, slug.replace(/[-_]/g, ''), method, path])];
}
