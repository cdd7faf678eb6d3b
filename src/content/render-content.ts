// TEMPORARY scaffold: replaced by the stage's implementation
import type { BuildContext } from '../context/build-context.js';
import type { RenderedContent, SourceFile } from '../content/page-model.js';
/** Rendered content by source file (relative path). */
export async function renderContent(context: BuildContext, sources: SourceFile[]): Promise<Map<string, RenderedContent>> { throw new Error('todo ' + context.root + sources.length); }
