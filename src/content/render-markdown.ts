import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import { normaliseAdmonitionTitles } from './admonition-syntax.js';
import type { ContentFileData } from './content-file-data.js';
import { contentPlugins, type ContentPluginOptions } from './content-plugins.js';
import type { SourceFile } from './page-model.js';

/** A Markdown processor for a whole build: `markdown → HTML` with the site's plugins. */
export function createMarkdownProcessor(options: ContentPluginOptions): Processor<any, any, any, any, string> {
  const { remarkPlugins, rehypePlugins } = contentPlugins(options, 'md');
  return unified()
    .use(remarkParse)
    .use(remarkPlugins)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypePlugins)
    .use(rehypeStringify, { allowDangerousHtml: true }) as unknown as Processor<any, any, any, any, string>;
}

/** Renders one `.md` file; the page data (headings, links, text, diagnostics) lands in `data`. */
export async function renderMarkdown(processor: Processor<any, any, any, any, string>, source: SourceFile, data: ContentFileData): Promise<string> {
  const file = new VFile({ path: source.absPath, value: normaliseAdmonitionTitles(source.body), data: data as never });
  const result = await processor.process(file);
  return String(result.value);
}
