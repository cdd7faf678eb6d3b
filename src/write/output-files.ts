/** One file of the output folder, held in memory until the write stage. */
export interface OutputFile {
  contents: string | Uint8Array;
  /** Copy from this absolute path instead of writing `contents` (static files). */
  copyFrom?: string;
}

// TEMPORARY scaffold below: replaced by the implementation
import type { BuildContext } from '../context/build-context.js';
import type { ClientAssets } from '../bundle/client-assets.js';
import type { SiteModel } from '../routes/route-model.js';
export async function collectOutputs(context: BuildContext, inputs: { site: SiteModel; html: Map<string, string>; assets: ClientAssets }): Promise<Map<string, OutputFile>> { throw new Error('todo ' + context.root + inputs.html.size); }
