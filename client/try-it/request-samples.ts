/**
 * A value a sample reads from an environment variable (`$AFFILIATE_ID`, `process.env.AFFILIATE_ID`,
 * `os.environ["AFFILIATE_ID"]`) instead of writing it out; it can stand for a query value or a value
 * anywhere in a JSON body.
 */
export class EnvValue {
  constructor(readonly envVar: string) {}
}

/** A value a sample sends: written out, or read from the environment. */
export type SampleValue = string | EnvValue;

/** A header with a literal value, and the comment the samples put beside it (from `x-sample-note`). */
export interface SampleHeader {
  name: string;
  value: SampleValue;
  note?: string;
}

/** Everything a request sample needs, already resolved from the spec. */
export interface SampleRequest {
  /** Upper-case HTTP method. */
  method: string;
  /** Full URL without the query string, path parameters filled in. */
  url: string;
  query: [string, SampleValue][];
  /** Headers with literal values (or read from the environment). */
  headers: SampleHeader[];
  /** Secret headers, read from an environment variable in every sample. */
  secretHeaders: { header: string; envVar: string }[];
  body?: { mediaType: string; value: unknown };
  /** What the success response carries: JSON, nothing, or other bytes (an image…). */
  responseKind: 'json' | 'none' | 'binary';
  /** File curl saves a binary response to (`response.png`). */
  outputFile?: string;
}

/** One generated sample (plain code, not yet highlighted). */
export interface SampleCode {
  /** Stable key of the language, the same on every page (`curl`, `javascript`, `python`): the reader's choice is stored by it. */
  key: string;
  /** Short name for a tab (`JavaScript`). */
  label: string;
  /** Title of the code block, with the library used (`JavaScript (fetch)`). */
  title: string;
  language: string;
  code: string;
}

/** curl, JavaScript (fetch) and Python (requests) versions of one request. */
export function generateRequestSamples(request: SampleRequest): SampleCode[] {
  return [
    { key: 'curl', label: 'cURL', title: 'cURL', language: 'bash', code: curlSample(request) },
    {
      key: 'javascript',
      label: 'JavaScript',
      title: 'JavaScript (fetch)',
      language: 'javascript',
      code: fetchSample(request),
    },
    { key: 'python', label: 'Python', title: 'Python (requests)', language: 'python', code: pythonSample(request) },
  ];
}

/** The name of the environment variable a secret header is read from: `x-sideshift-secret` → `SIDESHIFT_SECRET`. */
export function envVarForHeader(header: string): string {
  return header
    .replace(/^x-/i, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');
}

/** The query string, with each value read from the environment written by `env` (`$AFFILIATE_ID`). */
function queryString(query: [string, SampleValue][], env: (envVar: string) => string = (name) => name): string {
  if (query.length === 0) return '';
  const encode = (s: string) => encodeURIComponent(s).replace(/%2C/gi, ',');
  return '?' + query.map(([k, v]) => `${encode(k)}=${v instanceof EnvValue ? env(v.envVar) : encode(v)}`).join('&');
}

function hasEnvValue(value: unknown): boolean {
  if (value instanceof EnvValue) return true;
  if (Array.isArray(value)) return value.some(hasEnvValue);
  if (value && typeof value === 'object') return Object.values(value).some(hasEnvValue);
  return false;
}

/** Stands for an environment value inside JSON text, replaced after the JSON is written. */
const ENV_MARK = (envVar: string) => `@@env:${envVar}@@`;
const ENV_MARK_PATTERN = /"@@env:([A-Za-z_][A-Za-z0-9_]*)@@"/g;

/** A body as JSON text, environment values as `"@@env:NAME@@"` marks. */
function jsonWithMarks(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v instanceof EnvValue ? ENV_MARK(v.envVar) : v), 2);
}

/** A header's value as a literal (`literal`) or read from the environment (`env`). */
function headerValue(value: SampleValue, literal: (s: string) => string, env: (envVar: string) => string): string {
  return value instanceof EnvValue ? env(value.envVar) : literal(value);
}

function isJson(mediaType: string): boolean {
  return /\bjson\b/i.test(mediaType);
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** A string in shell double quotes, where `$NAME` still expands. */
function shellDoubleQuote(value: string): string {
  return `"${value.replace(/[\\"$`]/g, (c) => `\\${c}`)}"`;
}

function curlSample(r: SampleRequest): string {
  // A GET sends its query as one --data-urlencode line per parameter (curl --get appends them to the
  // URL, encoded): the URL line stays short enough to read in the samples column.
  const queryLines = r.method === 'GET' && r.query.length > 0;
  const url = queryLines
    ? shellQuote(r.url)
    : r.query.some(([, v]) => v instanceof EnvValue)
      ? shellDoubleQuote(r.url + queryString(r.query, (name) => `\u0000${name}`)).replace(/\u0000/g, '$')
      : shellQuote(r.url + queryString(r.query));
  const comments = r.headers.filter((h) => h.note).map((h) => `# ${h.name}: ${h.note}`);
  const lines = [queryLines ? 'curl --get' : `curl --request ${r.method}`, `  --url ${url}`];
  if (queryLines) {
    for (const [name, value] of r.query) {
      const pair =
        value instanceof EnvValue
          ? shellDoubleQuote(`${name}=\u0000${value.envVar}`).replace('\u0000', '$')
          : shellQuote(`${name}=${value}`);
      lines.push(`  --data-urlencode ${pair}`);
    }
  }
  for (const { header, envVar } of r.secretHeaders) lines.push(`  --header "${header}: $${envVar}"`);
  for (const { name, value } of r.headers)
    lines.push(
      `  --header ${headerValue(
        value,
        (v) => shellQuote(`${name}: ${v}`),
        (env) => `"${name}: $${env}"`,
      )}`,
    );
  if (r.body) {
    lines.push(`  --header ${shellQuote(`Content-Type: ${r.body.mediaType}`)}`);
    const data = isJson(r.body.mediaType) ? jsonWithMarks(r.body.value) : String(r.body.value);
    // In single quotes nothing expands: close them around "$NAME", as the guides do.
    lines.push(`  --data ${shellQuote(data).replace(ENV_MARK_PATTERN, (_m, name: string) => `"'"$${name}"'"`)}`);
  }
  if (r.responseKind === 'binary') lines.push(`  --output ${r.outputFile ?? 'response.bin'}`);
  return [...comments, lines.join(' \\\n')].join('\n');
}

function fetchSample(r: SampleRequest): string {
  const headerLines = [
    ...(r.body ? [`    'Content-Type': ${jsString(r.body.mediaType)},`] : []),
    ...r.secretHeaders.map(({ header, envVar }) => `    ${jsString(header)}: process.env.${envVar},`),
    ...r.headers.map(
      ({ name, value, note }) =>
        `    ${jsString(name)}: ${headerValue(value, jsString, (env) => `process.env.${env}`)},${note ? ` // ${note}` : ''}`,
    ),
  ];
  const options = [`  method: '${r.method}',`];
  if (headerLines.length > 0) options.push('  headers: {', ...headerLines, '  },');
  if (r.body) {
    const body = isJson(r.body.mediaType)
      ? `JSON.stringify(${indent(
          jsonWithMarks(r.body.value).replace(ENV_MARK_PATTERN, (_m, name: string) => `process.env.${name}`),
          '  ',
        )})`
      : jsString(String(r.body.value));
    options.push(`  body: ${body},`);
  }
  const read =
    r.responseKind === 'json'
      ? ['const data = await response.json();', 'console.log(response.status, data);']
      : r.responseKind === 'binary'
        ? [
            'const bytes = new Uint8Array(await response.arrayBuffer());',
            "console.log(response.status, response.headers.get('content-type'), bytes.length);",
          ]
        : ['console.log(response.status);'];
  const url = r.query.some(([, v]) => v instanceof EnvValue)
    ? `\`${(r.url + queryString(r.query, (name) => `\u0000${name}`)).replace(/[\\`]|\$\{/g, (c) => `\\${c}`).replace(/\u0000(\w+)/g, '${process.env.$1}')}\``
    : jsString(r.url + queryString(r.query));
  return [`const response = await fetch(${url}, {`, ...options, '});', ...read].join('\n');
}

function pythonSample(r: SampleRequest): string {
  const args = [`    ${pyString(r.url)},`];
  if (r.query.length > 0) args.push(`    params=${indent(pyLiteral(Object.fromEntries(r.query)), '    ')},`);
  const headers: string[] = [
    ...r.secretHeaders.map(({ header, envVar }) => `        ${pyString(header)}: os.environ[${pyString(envVar)}],`),
    ...r.headers.map(
      ({ name, value, note }) => `        ${pyString(name)}: ${pyLiteral(value)},${note ? `  # ${note}` : ''}`,
    ),
  ];
  if (r.body && !isJson(r.body.mediaType)) headers.unshift(`        "Content-Type": ${pyString(r.body.mediaType)},`);
  if (headers.length > 0) args.push('    headers={', ...headers, '    },');
  if (r.body)
    args.push(
      isJson(r.body.mediaType)
        ? `    json=${indent(pyLiteral(r.body.value), '    ')},`
        : `    data=${pyString(String(r.body.value))},`,
    );
  const read =
    r.responseKind === 'json'
      ? 'print(response.status_code, response.json())'
      : r.responseKind === 'binary'
        ? "print(response.status_code, response.headers['content-type'], len(response.content))"
        : 'print(response.status_code)';
  const usesEnv =
    r.secretHeaders.length > 0 ||
    hasEnvValue(r.query) ||
    hasEnvValue(r.headers.map((h) => h.value)) ||
    hasEnvValue(r.body?.value);
  const imports = usesEnv ? ['import os', 'import requests'] : ['import requests'];
  return [...imports, '', `response = requests.${r.method.toLowerCase()}(`, ...args, ')', read].join('\n');
}

function indent(text: string, prefix: string): string {
  return text.replace(/\n/g, '\n' + prefix);
}

function jsString(value: string): string {
  return `'${value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;
}

function pyString(value: string): string {
  return JSON.stringify(value);
}

/** A JSON value written as a Python literal (None/True/False), indented like json.dumps(indent=4). */
function pyLiteral(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value instanceof EnvValue) return `os.environ[${pyString(value.envVar)}]`;
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return pyString(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => pad + pyLiteral(v, level + 1)).join(',\n')},\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${pyString(k)}: ${pyLiteral(v, level + 1)}`).join(',\n')},\n${end}}`;
}
