// Bundles the browser client (client/) once, when the package is compiled: it is the same for every
// site, so builds copy it instead of running esbuild each time; and watch's dev client (client/watch/),
// which watch inlines into the pages it serves. Run after `tsc -b` (see package.json).
import { bundleClient } from '../dist/src/bundle/bundle-client.js';
import { bundleWatchClient } from '../dist/src/bundle/bundle-watch-client.js';
import { writePrebuiltClient, writePrebuiltWatchClient } from '../dist/src/bundle/prebuilt-client.js';

writePrebuiltClient(await bundleClient());
writePrebuiltWatchClient(await bundleWatchClient());
