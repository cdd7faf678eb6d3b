import type { Processor } from 'unified';
import type { VFile } from 'vfile';

/**
 * `processor.process(file)`, in steps: `process` stringifies inside a callback of its transformers, so
 * an error there (a call stack overflowed by a deep tree) escapes its promise and crashes the process
 * instead of reaching the caller.
 */
export async function runProcessor(processor: Processor<any, any, any, any, string>, file: VFile): Promise<string> {
  const tree = await processor.run(processor.parse(file), file);
  return String(processor.stringify(tree, file));
}
