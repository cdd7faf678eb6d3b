import type {} from 'mdast-util-to-hast';
import type { Root, RootContent } from 'mdast';

/** The element that stands where `<!-- truncate -->` (Markdown, and MDX's comments) or `{/* truncate *\/}` (MDX) was. */
export const TRUNCATE_MARKER_HTML = '<template data-truncate=""></template>';

const MARKDOWN_MARKER = /^<!--\s*truncate\s*-->$/;
const MDX_MARKER = /^\/\*\s*truncate\s*\*\/$/;
const COMMENT_MARKER = /^\s*truncate\s*$/;

/** Replaces the blog truncation marker with an element the HTML can be split on. */
export function remarkTruncateMarker() {
  return (tree: Root) => {
    tree.children = tree.children.map((node): RootContent => {
      const value = (node as { value?: string }).value?.trim();
      const comment = (node as { commentValue?: string }).commentValue;
      const isMarker =
        (value !== undefined && ((node.type === 'html' && MARKDOWN_MARKER.test(value)) || ((node.type as string) === 'mdxFlowExpression' && MDX_MARKER.test(value)))) ||
        ((node.type as string) === 'comment' && comment !== undefined && COMMENT_MARKER.test(comment));
      if (!isMarker) return node;
      return { type: 'paragraph', children: [], data: { hName: 'template', hProperties: { dataTruncate: '' } } };
    });
  };
}

/** Splits page HTML at the truncation marker: the excerpt before it, the whole page without it. */
export function splitAtTruncateMarker(html: string): { html: string; excerptHtml?: string } {
  const index = html.indexOf(TRUNCATE_MARKER_HTML);
  if (index === -1) return { html };
  return { html: html.slice(0, index) + html.slice(index + TRUNCATE_MARKER_HTML.length), excerptHtml: html.slice(0, index) };
}
