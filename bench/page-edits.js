import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n/;
// The page's own parser chain (GFM tables, admonitions), so that a table or an admonition is never
// taken for a paragraph.
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
let counter = 0;

/** A word no build has seen: letters and digits only, so Markdown and HTML leave it as it is. */
export function uniqueMarker(prefix) {
  counter++;
  return `${prefix}${process.pid.toString(36)}x${Date.now().toString(36)}x${counter}x${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Edits of one Markdown page, each made from its original text, so that every edit is one change of the
 * same size (the page never grows from edit to edit).
 */
export function pageEdits(original) {
  const frontMatter = FRONT_MATTER.exec(original);
  const bodyStart = frontMatter ? frontMatter[0].length : 0;
  const paragraphs = parser.parse(original.slice(bodyStart)).children.filter((node) => node.type === 'paragraph');
  if (paragraphs.length < 3)
    throw new Error(
      `the page has ${paragraphs.length} top-level paragraphs; the bench edits one in the middle, not the first`,
    );
  // The middle one of the body's top-level paragraphs (never the first: it may be the page's description).
  const insertAt = bodyStart + paragraphs[Math.floor(paragraphs.length / 2)].position.end.offset;

  return {
    /** The page with `Watch bench marker <marker>.` added at the end of a paragraph in the middle of its body. */
    body(marker) {
      return `${original.slice(0, insertAt)} Watch bench marker ${marker}.${original.slice(insertAt)}`;
    },
    /**
     * The page with `marker` as its front matter `title` (added if it has none) and, when it has one, as
     * its `sidebar_label`, which the sidebar shows instead of the title.
     */
    title(marker) {
      if (!frontMatter) return `---\ntitle: ${marker}\n---\n${original}`;
      let block = frontMatter[0];
      block = /^title:.*$/m.test(block)
        ? block.replace(/^title:.*$/m, `title: ${marker}`)
        : block.replace(/^---\r?\n/, (open) => `${open}title: ${marker}\n`);
      block = block.replace(/^sidebar_label:.*$/m, `sidebar_label: ${marker}`);
      return block + original.slice(bodyStart);
    },
    /** Whether `sidebar_label` is set (and edited along with the title). */
    hasSidebarLabel: frontMatter ? /^sidebar_label:/m.test(frontMatter[0]) : false,
  };
}
