// TEMPORARY scaffold: replaced by the stage's implementation
import type { BuildContext } from '../context/build-context.js';
import type { SourceFile } from '../content/page-model.js';
export async function discoverSources(context: BuildContext): Promise<SourceFile[]> { throw new Error('todo ' + context.root); }
