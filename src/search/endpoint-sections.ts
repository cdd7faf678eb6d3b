import { contentPlainText, type PageSection, type RenderedContent } from '../model/rendered-content.js';

/**
 * An endpoint page split into sections like a Markdown page: its readable text is in blocks, and a
 * block that starts with a heading of the page's table of contents ("Request body (required):",
 * "201 Created: …") opens that heading's section.
 */
export function endpointSections(content: RenderedContent): PageSection[] {
  const sections: PageSection[] = [{ level: 0, text: '' }];
  const unused = [...content.toc];
  for (const block of contentPlainText(content).split(/\n{2,}/)) {
    const trimmed = block.trim();
    if (!trimmed) continue;
    const at = unused.findIndex((item) => trimmed === item.text || trimmed.startsWith(`${item.text}:`) || trimmed.startsWith(`${item.text} (`));
    if (at >= 0) {
      const [item] = unused.splice(0, at + 1).slice(-1);
      const rest = trimmed.slice(item!.text.length).replace(/^\s*(\([^)]*\))?\s*:?\s*/, '');
      sections.push({ level: item!.depth, heading: item!.text, id: item!.id, text: rest });
    } else {
      const current = sections[sections.length - 1]!;
      current.text = current.text ? `${current.text}\n\n${trimmed}` : trimmed;
    }
  }
  return sections;
}
