// TEMPORARY scaffold: replaced by the stage's implementation
import type { BuildContext } from '../context/build-context.js';
import type { ClientAssets } from '../bundle/client-assets.js';
import type { SiteModel } from '../routes/route-model.js';
/** HTML by route; the 404 page under the key '/404'. */
export function renderSite(context: BuildContext, site: SiteModel, assets: ClientAssets): Map<string, string> { throw new Error('todo ' + context.root + site.pages.length + assets.entryScript); }
