import { VFile } from 'vfile';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../diagnostics/make-diagnostic.js';
import type { SourceFile } from '../../model/source-file.js';
import { escapeMdxHeadingIds, normaliseAdmonitionTitles } from '../syntax/admonition-syntax.js';
import { checkNestingDepth } from '../syntax/check-nesting-depth.js';
import type { ContentFileData } from '../content-file-data.js';
import { contentPlugins, MDX_SYNTAX, type ContentPluginOptions } from '../content-plugins.js';
import { renderCrashDiagnostic } from '../render-crash-diagnostic.js';
import { runProcessor } from '../run-processor.js';
import { userPluginDiagnostic } from '../user-plugins.js';

/** The module a partial gets its built-in components from (see evaluate-page-modules.ts). */
export const MDX_COMPONENTS_PROVIDER = 'docs-build:mdx-components';

/**
 * Compiles one MDX file (or `.md` read as MDX) to an ES module (JSX runtime imports left for the
 * bundler); undefined on error. A partial passes `providerImportSource`, as it renders without the
 * `components` prop a page gets.
 */
export async function compileMdx(
  source: SourceFile,
  data: ContentFileData,
  options: ContentPluginOptions,
  mdxOptions: { providerImportSource?: string } = {},
): Promise<string | undefined> {
  const tooDeep = checkNestingDepth(source.body, source.file);
  if (tooDeep) {
    data.diagnostics.push(tooDeep);
    return undefined;
  }
  const { remarkPlugins, rehypePlugins } = contentPlugins(options, MDX_SYNTAX);
  const file = new VFile({ path: source.absPath, value: escapeMdxHeadingIds(normaliseAdmonitionTitles(source.body)), data: data as never });
  try {
    // Loaded on first use: the MDX compiler takes longer to load than a small site takes to build.
    const { createProcessor } = await import('@mdx-js/mdx');
    const processor = createProcessor({ format: 'mdx', remarkPlugins, rehypePlugins, outputFormat: 'program', development: false, ...mdxOptions });
    return await runProcessor(processor, file);
  } catch (error) {
    data.diagnostics.push(userPluginDiagnostic(error, source.file) ?? renderCrashDiagnostic(error, source.file) ?? mdxErrorToDiagnostic(error, source.file));
    return undefined;
  }
}

function mdxErrorToDiagnostic(error: unknown, file: string): Diagnostic {
  const message = error as { reason?: string; message?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  const start = message.place && 'start' in message.place ? message.place.start : message.place;
  const line = start?.line ?? message.line;
  const column = start?.column ?? message.column;
  const location = { file, line: line ?? undefined, column: column === undefined ? undefined : column - 1 };
  return makeDiagnostic('MDX_SYNTAX', location, { reason: message.reason ?? message.message ?? String(error) });
}
