import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { walkTree } from '../../shared/walk-tree.js';

/**
 * Turns `<CodeBlock language="js" title="a.js" showLineNumbers>{`code`}</CodeBlock>` (Docusaurus'
 * `@theme/CodeBlock` with code written in the page) into a fenced code block, so that it is
 * highlighted, titled and numbered like one. Code computed when the page runs is left to the component.
 */
export function remarkCodeBlockElements() {
  return (tree: Root) => {
    walkTree<MdxJsxFlowElement>(tree, 'mdxJsxFlowElement', (node, index, parent) => {
      if (node.name !== 'CodeBlock') return;
      const code = literalCode(node);
      if (code === undefined) return;
      const attributes = new Map<string, string | true>();
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute') return;
        if (attribute.value === null || attribute.value === undefined) attributes.set(attribute.name, true);
        else if (typeof attribute.value === 'string') attributes.set(attribute.name, attribute.value);
        else {
          const number = /^\s*(\d+)\s*$/.exec(attribute.value.value)?.[1];
          if (number === undefined) return; // an expression only the page can compute
          attributes.set(attribute.name, number);
        }
      }
      const language = attributes.get('language') ?? /language-(\S+)/.exec(String(attributes.get('className') ?? ''))?.[1];
      const meta: string[] = [];
      const title = attributes.get('title');
      if (typeof title === 'string') meta.push(`title=${JSON.stringify(title)}`);
      const lineNumbers = attributes.get('showLineNumbers');
      if (lineNumbers !== undefined) meta.push(lineNumbers === true ? 'showLineNumbers' : `showLineNumbers=${lineNumbers}`);
      const block: Code = { type: 'code', lang: typeof language === 'string' ? language : null, meta: meta.join(' ') || null, value: code.replace(/\n$/, ''), position: node.position };
      parent.children.splice(index, 1, block as never);
    });
  };
}

/** The code of `{`…`}` or `{'…'}` children without `${}`, else undefined. */
function literalCode(node: MdxJsxFlowElement): string | undefined {
  let children = node.children as { type: string; value?: string; children?: unknown[] }[];
  if (children.length === 1 && children[0]!.type === 'paragraph') children = children[0]!.children as typeof children;
  if (children.length !== 1) return undefined;
  const [child] = children;
  if ((child!.type !== 'mdxFlowExpression' && child!.type !== 'mdxTextExpression') || child!.value === undefined) return undefined;
  const expression = child!.value.trim();
  const template = /^`([\s\S]*)`$/.exec(expression);
  if (template) {
    if (/(^|[^\\])\$\{/.test(template[1]!) || /(^|[^\\])`/.test(template[1]!)) return undefined;
    return template[1]!.replace(/\\([`$\\])/g, '$1');
  }
  if (/^"(?:[^"\\]|\\.)*"$/.test(expression)) return JSON.parse(expression) as string;
  return undefined;
}
