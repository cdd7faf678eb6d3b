// TEMPORARY scaffold: replaced by the stage's implementation
import type { BuildContext } from '../context/build-context.js';
import type { ClientAssets } from './client-assets.js';
export async function bundleClient(context: BuildContext): Promise<ClientAssets> { throw new Error('todo ' + context.root); }
