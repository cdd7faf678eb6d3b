import type { MarkdownConfig } from '../config/markdown-config-schema.js';
import type { SourceFile } from '../model/source-file.js';

/** Whether a content file is compiled as MDX: `.mdx` always, `.md` when `markdown.format` is `'mdx'`. */
export function isCompiledAsMdx(source: Pick<SourceFile, 'extension'>, format: MarkdownConfig['format']): boolean {
  return source.extension === '.mdx' || (source.extension === '.md' && format === 'mdx');
}
