// Bundles the browser client (client/) once, when the package is compiled: it is the same for every
// site, so builds copy it instead of running esbuild each time. Run after `tsc -b` (see package.json).
import { bundleClient } from '../dist/src/bundle/bundle-client.js';
import { writePrebuiltClient } from '../dist/src/bundle/prebuilt-client.js';

writePrebuiltClient(await bundleClient());
