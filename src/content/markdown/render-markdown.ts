import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import type { SourceFile } from '../../model/source-file.js';
import { normaliseAdmonitionTitles } from '../syntax/admonition-syntax.js';
import type { ContentFileData } from '../content-file-data.js';
import { contentPlugins, markdownSyntax, type ContentPluginOptions, type ContentSyntax } from '../content-plugins.js';
import { runProcessor } from '../run-processor.js';

type MarkdownProcessor = Processor<any, any, any, any, string>;

/** Renders `.md` files to HTML, with one processor per combination of syntax extensions a page needs. */
export interface MarkdownRenderer {
  /** Renders one file; the page data (headings, links, text, diagnostics) lands in `data`. */
  render(source: SourceFile, data: ContentFileData): Promise<string>;
}

export function createMarkdownRenderer(options: ContentPluginOptions): MarkdownRenderer {
  const processors = new Map<string, MarkdownProcessor>();
  const processorFor = (syntax: ContentSyntax): MarkdownProcessor => {
    const key = `${syntax.gfm.join(',')}|${syntax.directives}`;
    let processor = processors.get(key);
    if (!processor) {
      processor = createMarkdownProcessor(options, syntax);
      processors.set(key, processor);
    }
    return processor;
  };
  return {
    async render(source, data) {
      const markdown = normaliseAdmonitionTitles(source.body);
      const file = new VFile({ path: source.absPath, value: markdown, data: data as never });
      return runProcessor(processorFor(markdownSyntax(markdown)), file);
    },
  };
}

function createMarkdownProcessor(options: ContentPluginOptions, syntax: ContentSyntax): MarkdownProcessor {
  const { remarkPlugins, rehypePlugins } = contentPlugins(options, syntax);
  return unified()
    .use(remarkParse)
    .use(remarkPlugins)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypePlugins)
    .use(rehypeStringify, { allowDangerousHtml: true }) as unknown as MarkdownProcessor;
}
