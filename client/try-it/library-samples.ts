// Request samples in the languages a spec may add with `samples.languages` (Go, PHP, Ruby, Java, C#,
// Node…), written by @scalar/snippetz from the request in HAR form. Each generator is loaded on its
// own (a chunk each in the browser), for the languages a page shows.

import { EnvValue, generateRequestSamples, type SampleCode, type SampleRequest } from './request-samples.js';
import { SAMPLE_LANGUAGES, type SampleLanguageKey } from './sample-languages.js';

/** A snippetz generator: a request in HAR form → code. */
export interface SnippetGenerator {
  generate(request: HarRequest): string | undefined;
}

interface HarRequest {
  method: string;
  url: string;
  httpVersion: string;
  cookies: never[];
  headers: { name: string; value: string }[];
  queryString: never[];
  headersSize: number;
  bodySize: number;
  postData?: { mimeType: string; text: string };
}

type LibraryLanguage = Exclude<SampleLanguageKey, 'curl' | 'javascript' | 'python'>;

const GENERATORS: Record<LibraryLanguage, () => Promise<SnippetGenerator>> = {
  // Not node/axios: its generator (0.6) sends the query twice, in the URL and as params.
  node: () => import('@scalar/snippetz/plugins/node/undici').then((m) => m.nodeUndici),
  go: () => import('@scalar/snippetz/plugins/go/native').then((m) => m.goNative),
  php: () => import('@scalar/snippetz/plugins/php/guzzle').then((m) => m.phpGuzzle),
  ruby: () => import('@scalar/snippetz/plugins/ruby/native').then((m) => m.rubyNative),
  java: () => import('@scalar/snippetz/plugins/java/nethttp').then((m) => m.javaNethttp),
  csharp: () => import('@scalar/snippetz/plugins/csharp/httpclient').then((m) => m.csharpHttpclient),
  kotlin: () => import('@scalar/snippetz/plugins/kotlin/okhttp').then((m) => m.kotlinOkhttp),
  swift: () => import('@scalar/snippetz/plugins/swift/nsurlsession').then((m) => m.swiftNsurlsession),
  rust: () => import('@scalar/snippetz/plugins/rust/reqwest').then((m) => m.rustReqwest),
  powershell: () => import('@scalar/snippetz/plugins/powershell/restmethod').then((m) => m.powershellRestmethod),
  httpie: () => import('@scalar/snippetz/plugins/shell/httpie').then((m) => m.shellHttpie),
};

export function isLibraryLanguage(key: string): key is LibraryLanguage {
  return key in GENERATORS;
}

/** The generators of the given languages (those written by request-samples.ts need none). */
export async function loadGenerators(keys: readonly string[]): Promise<Map<string, SnippetGenerator>> {
  const library = keys.filter(isLibraryLanguage);
  return new Map(await Promise.all(library.map(async (key) => [key, await GENERATORS[key]()] as const)));
}

/** A value read from the environment, as these samples write it: a placeholder to replace (braces survive in a URL's query). */
function placeholder(envVar: string): string {
  return `{${envVar}}`;
}

/**
 * The request in HAR form. The query is written into the URL (some generators leave HAR's query list
 * out); values the hand-written samples read from the environment are `{NAME}` placeholders here.
 */
export function harRequest(r: SampleRequest): HarRequest {
  const text = (value: string | EnvValue) => (value instanceof EnvValue ? placeholder(value.envVar) : value);
  const query = r.query
    .map(
      ([name, value]) =>
        `${encodeURIComponent(name)}=${value instanceof EnvValue ? placeholder(value.envVar) : encodeURIComponent(value).replace(/%2C/gi, ',')}`,
    )
    .join('&');
  const headers = [
    ...r.secretHeaders.map(({ header, envVar }) => ({ name: header, value: placeholder(envVar) })),
    ...r.headers.map(({ name, value }) => ({ name, value: text(value) })),
  ];
  const har: HarRequest = {
    method: r.method,
    url: r.url + (query ? `?${query}` : ''),
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString: [],
    headersSize: -1,
    bodySize: -1,
  };
  if (r.body) {
    const json = /\bjson\b/i.test(r.body.mediaType);
    headers.push({ name: 'Content-Type', value: r.body.mediaType });
    const body = json
      ? JSON.stringify(r.body.value, (_key, v: unknown) => (v instanceof EnvValue ? placeholder(v.envVar) : v), 2)
      : String(r.body.value);
    har.postData = { mimeType: r.body.mediaType, text: body };
  }
  return har;
}

/** The sample of one library language, or undefined when its generator writes nothing for this request. */
export function librarySample(
  key: LibraryLanguage,
  generator: SnippetGenerator,
  request: SampleRequest,
): SampleCode | undefined {
  const code = generator.generate(harRequest(request))?.replace(/\s+$/, '');
  if (!code) return undefined;
  const { label, title, language } = SAMPLE_LANGUAGES[key];
  return { key, label, title, language, code };
}

/** The samples of a request in the given languages, in that order: those of a generator not loaded yet are left out. */
export function samplesIn(
  languages: readonly string[],
  request: SampleRequest,
  generators: ReadonlyMap<string, SnippetGenerator>,
): SampleCode[] {
  const written = new Map(generateRequestSamples(request).map((sample) => [sample.key, sample]));
  return languages.flatMap((key) => {
    const sample = written.get(key);
    if (sample) return [sample];
    const generator = generators.get(key);
    return generator && isLibraryLanguage(key) ? (librarySample(key, generator, request) ?? []) : [];
  });
}
