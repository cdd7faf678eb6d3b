// What the build writes for the browser code to read, defined once with that code (client/) and
// re-exported here: the build's stages reach the browser's modules only through this file, so that what
// the two sides must agree on is in one list.

/** The search record and settings shapes, and the local index's options (the build indexes, the browser searches). */
export {
  HIERARCHY_LEVELS,
  type Hierarchy,
  type HierarchyLevel,
  type SearchRecord,
} from '../../client/search/search-types.js';
export { SEARCH_SETTINGS_URL, type SearchSettings } from '../../client/search/search-settings.js';
export { LOCAL_INDEX_OPTIONS } from '../../client/search/local-index-options.js';
/** The search tags of a versioned site's records and pages (a search of one version filters on them). */
export { searchTagOf } from '../../client/search/version-scope.js';
/** The Try it console's data and its request samples (the build renders the samples the console rewrites). */
export {
  EnvValue,
  envVarForHeader,
  generateRequestSamples,
  type SampleRequest,
  type SampleValue,
} from '../../client/try-it/request-samples.js';
export type {
  TryItCredential,
  TryItData,
  TryItField,
  TryItParameter,
  TryItServer,
  TryItValueType,
} from '../../client/try-it/try-it-data.js';
/** The samples' languages, and the snippet library's generators for those beyond cURL, JavaScript and Python. */
export {
  DEFAULT_SAMPLE_LANGUAGES,
  SAMPLE_LANGUAGE_KEYS,
  SAMPLE_LANGUAGES,
} from '../../client/try-it/sample-languages.js';
export { loadGenerators, samplesIn, type SnippetGenerator } from '../../client/try-it/library-samples.js';
/** A path of the site under its base URL, as the browser resolves it too. */
export { withBaseUrl } from '../../client/with-base-url.js';
