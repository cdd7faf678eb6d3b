import type { Element, Root } from 'hast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';
import { withBaseUrl } from './browser-shapes.js';
import { walkTree } from './walk-tree.js';

/** Attributes that hold a URL (hast's property names and HTML's attribute names). */
const URL_PROPERTIES = new Set(['href', 'src', 'poster', 'action']);
const SRCSET_PROPERTIES = new Set(['srcSet', 'srcset']);

/**
 * Puts the site's base URL in front of every path from the site's root (`/faq`, `/img/a.png`) that the
 * page's HTML links or loads: Markdown links and images (resolved to routes before), HTML elements,
 * and the literal attributes of lowercase (HTML) elements written in MDX. Components' props are theirs
 * (`<Link to>` and `useBaseUrl` add the base themselves). Nothing to do with the base `/`.
 */
export function rehypeBaseUrl(options: { baseUrl: string }) {
  return (tree: Root) => {
    if (options.baseUrl !== '/') treeWithBaseUrl(tree, options.baseUrl);
  };
}

/** The tree's URLs (see rehypeBaseUrl) under `baseUrl`, changed in place. */
export function treeWithBaseUrl(tree: Node, baseUrl: string): void {
  walkTree<Element | MdxJsxFlowElement | MdxJsxTextElement>(
    tree,
    ['element', 'mdxJsxFlowElement', 'mdxJsxTextElement'],
    (node) => {
      if (node.type === 'element') {
        for (const [name, value] of Object.entries(node.properties)) {
          if (typeof value !== 'string') continue;
          if (URL_PROPERTIES.has(name)) node.properties[name] = withBaseUrl(baseUrl, value);
          else if (SRCSET_PROPERTIES.has(name)) node.properties[name] = srcsetWithBaseUrl(value, baseUrl);
        }
        return;
      }
      if (!node.name || !/^[a-z]/.test(node.name)) return;
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        if (URL_PROPERTIES.has(attribute.name)) attribute.value = withBaseUrl(baseUrl, attribute.value);
        else if (SRCSET_PROPERTIES.has(attribute.name)) attribute.value = srcsetWithBaseUrl(attribute.value, baseUrl);
      }
    },
  );
}

/** `"/a.png 1x, /a@2x.png 2x"` with each URL under the base. */
function srcsetWithBaseUrl(srcset: string, baseUrl: string): string {
  return srcset
    .split(',')
    .map((candidate) =>
      candidate.replace(/^(\s*)(\S+)/, (_, space: string, url: string) => space + withBaseUrl(baseUrl, url)),
    )
    .join(',');
}
