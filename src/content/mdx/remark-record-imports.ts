import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import { contentData } from '../content-file-data.js';

/** Where a page imports a module from: the specifier and the place of its string in the source file. */
export interface ImportLocation {
  specifier: string;
  /** The names the import binds in the page (`Part` of `import Part from './_part.md'`). */
  names: string[];
  /** 1-based. */
  line: number;
  /** 0-based. */
  column: number;
}

/**
 * Records where an MDX page's `import … from '…'` lines are in its source, so that a failure to bundle
 * an import is reported there rather than at a line of the compiled JavaScript.
 */
export function remarkRecordImports() {
  return (tree: Root, file: VFile) => {
    const imports: ImportLocation[] = [];
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
        const source = 'source' in statement ? statement.source : undefined;
        if (!source || typeof source.value !== 'string' || !source.loc) continue;
        const names = statement.type === 'ImportDeclaration' ? statement.specifiers.map((specifier) => specifier.local.name) : [];
        imports.push({ specifier: source.value, names, line: source.loc.start.line, column: source.loc.start.column });
      }
    }
    contentData(file).imports = imports;
  };
}
