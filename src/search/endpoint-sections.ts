import { contentPlainText, type PageSection, type RenderedContent, type TocItem } from '../model/rendered-content.js';

/**
 * An endpoint page split into sections like a Markdown page: its readable text is in blocks, and a
 * block that starts with a heading of the page's table of contents ("Request body (required):",
 * "201 Created: …") opens that heading's section. A heading with no text of its own ("Parameters",
 * above "Path parameters:") still opens its section, so that the headings under it are placed under it.
 */
export function endpointSections(content: RenderedContent): PageSection[] {
  const sections: PageSection[] = [{ level: 0, text: '' }];
  const unused = [...content.toc];
  for (const block of contentPlainText(content).split(/\n{2,}/)) {
    const trimmed = block.trim();
    if (!trimmed) continue;
    const at = unused.findIndex(
      (item) => trimmed === item.text || trimmed.startsWith(`${item.text}:`) || trimmed.startsWith(`${item.text} (`),
    );
    if (at >= 0) {
      const passed = unused.splice(0, at + 1);
      const item = passed.pop()!;
      sections.push(
        ...openAncestors(passed, item.depth).map((ancestor) => ({
          level: ancestor.depth,
          heading: ancestor.text,
          id: ancestor.id,
          text: '',
        })),
      );
      const rest = trimmed.slice(item.text.length).replace(/^\s*(\([^)]*\))?\s*:?\s*/, '');
      sections.push({ level: item.depth, heading: item.text, id: item.id, text: rest });
    } else {
      const current = sections[sections.length - 1]!;
      current.text = current.text ? `${current.text}\n\n${trimmed}` : trimmed;
    }
  }
  return sections;
}

/** Of the headings skipped before one of `depth`, those it sits under: the last of each shallower depth, outermost first. */
function openAncestors(skipped: TocItem[], depth: number): TocItem[] {
  const ancestors: TocItem[] = [];
  let below = depth;
  for (let i = skipped.length - 1; i >= 0; i--) {
    const item = skipped[i]!;
    if (item.depth < below) {
      ancestors.unshift(item);
      below = item.depth;
    }
  }
  return ancestors;
}
