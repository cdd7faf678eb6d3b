import type { Html, Paragraph, Root } from 'mdast';
import type { VFile } from 'vfile';
import { makeDiagnostic } from '../../diagnostics/make-diagnostic.js';
import { contentData } from '../content-file-data.js';
import { walkTree } from '../../shared/walk-tree.js';

const ESM_LINE = /^(?:import\s[^\n]*?\sfrom\s|import\s+['"]|export\s+(?:default\s|const\s|let\s|var\s|function\s|class\s|\{))/;
const JSX_COMPONENT = /^<\/?([A-Z][\w.]*)(?=[\s/>])/;

/**
 * A page read as plain Markdown (CommonMark + GFM) that holds MDX, `import`/`export` lines or
 * components such as `<Tabs>`, would show them as text or drop them: warn at the first line with it.
 */
export function remarkWarnMdxInMarkdown() {
  return (tree: Root, file: VFile) => {
    const data = contentData(file);
    const found: { line: number; what: string }[] = [];
    for (const node of tree.children) {
      if (node.type !== 'paragraph' || node.position?.start.column !== 1) continue;
      const first = (node as Paragraph).children[0];
      if (first?.type === 'text' && ESM_LINE.test(first.value)) found.push({ line: node.position.start.line, what: `an \`${first.value.split(/\s/)[0]}\` line` });
    }
    walkTree<Html>(tree, 'html', (node) => {
      const match = JSX_COMPONENT.exec(node.value);
      if (match && node.position) found.push({ line: node.position.start.line, what: `the component <${match[1]}>` });
    });
    if (found.length === 0) return;
    found.sort((a, b) => a.line - b.line);
    const [first] = found;
    data.diagnostics.push(makeDiagnostic('MDX_IN_MARKDOWN', { file: data.source.file, line: first!.line, column: 0 }, { file: data.source.file, what: first!.what, others: found.length - 1 }));
  };
}
