import type { Root } from 'hast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import { contentData } from '../content-file-data.js';

/**
 * Adds `export const toc = [{ value, id, level }]` to an MDX page, as Docusaurus does, for
 * `<TOCInline toc={toc} />`; a page that declares its own `toc` keeps it.
 */
export function rehypeExportToc() {
  return (tree: Root, file: VFile) => {
    const declaresToc = tree.children.some(
      (node) => (node.type as string) === 'mdxjsEsm' && /\b(?:const|let|var|function)\s+toc\b|\btoc\s*[,}]/.test((node as unknown as MdxjsEsm).value),
    );
    if (declaresToc) return;
    const items = contentData(file).toc.map((item) => ({ value: item.text, id: item.id, level: item.depth }));
    const literal = (value: string | number) => ({ type: 'Literal', value });
    const elements = items.map((item) => ({
      type: 'ObjectExpression',
      properties: Object.entries(item).map(([key, value]) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier', name: key },
        value: literal(value),
      })),
    }));
    const estree = {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ExportNamedDeclaration',
          specifiers: [],
          source: null,
          declaration: {
            type: 'VariableDeclaration',
            kind: 'const',
            declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: { type: 'ArrayExpression', elements } }],
          },
        },
      ],
    };
    tree.children.push({ type: 'mdxjsEsm', value: '', data: { estree } } as never);
  };
}
