import { siteStylesheets } from '../bundle/site-stylesheets.js';
import type { BuildContext } from '../context/build-context.js';
import type { ClientAssets } from '../model/client-assets.js';
import type { EndpointPage } from '../model/endpoint-page.js';
import type { OutputFile } from '../model/output-file.js';

/**
 * The browser files pages link: docs-build's client (with the versioned docs' stylesheet on a versioned
 * site only: every other site's output stays without it), then those of the content (client components'
 * modules, CSS components import), the site's own stylesheets (theme, `customCss`, linked last so
 * they win) and the endpoint pages' files (Try it's response checks).
 */
export function siteAssets(
  context: BuildContext,
  client: ClientAssets,
  contentAssets: ReadonlyMap<string, OutputFile>,
  endpoints: readonly EndpointPage[],
): ClientAssets {
  const own = siteStylesheets(context.root, context.config);
  const { versionsStylesheet, ...shared } = client;
  const versions = versionsStylesheet && context.versions ? [versionsStylesheet] : [];
  const clientFiles = [...client.files].filter(
    ([file]) => versionsStylesheet === undefined || versions.length > 0 || `/${file}` !== versionsStylesheet,
  );
  const assets: ClientAssets = {
    ...shared,
    files: new Map([...clientFiles, ...contentAssets, ...own.files]),
    stylesheets: [...client.stylesheets, ...versions, ...own.urls],
  };
  for (const page of endpoints)
    for (const file of page.assets ?? []) assets.files.set(file.path, { contents: file.contents });
  return assets;
}
