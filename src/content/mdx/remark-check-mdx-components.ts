import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import { makeDiagnostic } from '../../diagnostics/make-diagnostic.js';
import { contentData } from '../content-file-data.js';
import { walkTree } from '../../shared/walk-tree.js';

/**
 * Fails an MDX page that uses a component it neither imports, defines nor gets built in, at the line of
 * the first use, instead of a blank render or a runtime error.
 */
export function remarkCheckMdxComponents(options: { builtIns: string[] }) {
  return (tree: Root, file: VFile) => {
    const data = contentData(file);
    const known = new Set(options.builtIns);
    walkTree<MdxjsEsm>(tree, 'mdxjsEsm', (node) => {
      for (const name of declaredNames(node)) known.add(name);
    });
    const reported = new Set<string>();
    walkTree<MdxJsxFlowElement | MdxJsxTextElement>(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      const name = element.name?.split('.')[0];
      if (!name || !/^[A-Z]/.test(name) || known.has(name) || reported.has(name)) return;
      reported.add(name);
      const location = { file: data.source.file, line: element.position?.start.line, column: (element.position?.start.column ?? 1) - 1 };
      data.diagnostics.push(makeDiagnostic('MDX_UNKNOWN_COMPONENT', location, { tag: element.name!, name, builtIns: options.builtIns }));
    });
  };
}

function declaredNames(node: MdxjsEsm): string[] {
  const names: string[] = [];
  for (const statement of node.data?.estree?.body ?? []) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers) names.push(specifier.local.name);
    } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
      const declaration = statement.declaration;
      if (declaration.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations) if (declarator.id.type === 'Identifier') names.push(declarator.id.name);
      } else if ('id' in declaration && declaration.id) {
        names.push(declaration.id.name);
      }
    }
  }
  return names;
}
