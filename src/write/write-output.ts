// TEMPORARY scaffold: replaced by the stage's implementation
import type { BuildContext } from '../context/build-context.js';
import type { OutputFile } from './output-files.js';
export async function writeOutput(context: BuildContext, files: Map<string, OutputFile>): Promise<void> { throw new Error('todo ' + context.root + files.size); }
