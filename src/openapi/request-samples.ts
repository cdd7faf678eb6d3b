/** Everything a request sample needs, already resolved from the spec. */
export interface SampleRequest {
  /** Upper-case HTTP method. */
  method: string;
  /** Full URL without the query string, path parameters filled in. */
  url: string;
  query: [string, string][];
  /** Headers with literal values. */
  headers: [string, string][];
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
  title: string;
  language: string;
  code: string;
}

/** curl, JavaScript (fetch) and Python (requests) versions of one request. */
export function generateRequestSamples(request: SampleRequest): SampleCode[] {
  return [
    { title: 'cURL', language: 'bash', code: curlSample(request) },
    { title: 'JavaScript (fetch)', language: 'javascript', code: fetchSample(request) },
    { title: 'Python (requests)', language: 'python', code: pythonSample(request) },
  ];
}

/** The name of the environment variable a secret header is read from: `x-sideshift-secret` → `SIDESHIFT_SECRET`. */
export function envVarForHeader(header: string): string {
  return header.replace(/^x-/i, '').toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

function queryString(query: [string, string][]): string {
  if (query.length === 0) return '';
  const encode = (s: string) => encodeURIComponent(s).replace(/%2C/gi, ',');
  return '?' + query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
}

function isJson(mediaType: string): boolean {
  return /\bjson\b/i.test(mediaType);
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function curlSample(r: SampleRequest): string {
  const lines = [`curl --request ${r.method}`, `  --url ${shellQuote(r.url + queryString(r.query))}`];
  for (const { header, envVar } of r.secretHeaders) lines.push(`  --header "${header}: $${envVar}"`);
  for (const [name, value] of r.headers) lines.push(`  --header ${shellQuote(`${name}: ${value}`)}`);
  if (r.body) {
    lines.push(`  --header ${shellQuote(`Content-Type: ${r.body.mediaType}`)}`);
    const data = isJson(r.body.mediaType) ? JSON.stringify(r.body.value, null, 2) : String(r.body.value);
    lines.push(`  --data ${shellQuote(data)}`);
  }
  if (r.responseKind === 'binary') lines.push(`  --output ${r.outputFile ?? 'response.bin'}`);
  return lines.join(' \\\n');
}

function fetchSample(r: SampleRequest): string {
  const headerLines = [
    ...(r.body ? [`    'Content-Type': ${jsString(r.body.mediaType)},`] : []),
    ...r.secretHeaders.map(({ header, envVar }) => `    ${jsString(header)}: process.env.${envVar},`),
    ...r.headers.map(([name, value]) => `    ${jsString(name)}: ${jsString(value)},`),
  ];
  const options = [`  method: '${r.method}',`];
  if (headerLines.length > 0) options.push('  headers: {', ...headerLines, '  },');
  if (r.body) {
    const body = isJson(r.body.mediaType) ? `JSON.stringify(${indent(JSON.stringify(r.body.value, null, 2), '  ')})` : jsString(String(r.body.value));
    options.push(`  body: ${body},`);
  }
  const read =
    r.responseKind === 'json'
      ? ['const data = await response.json();', 'console.log(response.status, data);']
      : r.responseKind === 'binary'
        ? ['const bytes = new Uint8Array(await response.arrayBuffer());', "console.log(response.status, response.headers.get('content-type'), bytes.length);"]
        : ['console.log(response.status);'];
  return [`const response = await fetch(${jsString(r.url + queryString(r.query))}, {`, ...options, '});', ...read].join('\n');
}

function pythonSample(r: SampleRequest): string {
  const args = [`    ${pyString(r.url)},`];
  if (r.query.length > 0) args.push(`    params=${indent(pyLiteral(Object.fromEntries(r.query)), '    ')},`);
  const headers: string[] = [
    ...r.secretHeaders.map(({ header, envVar }) => `        ${pyString(header)}: os.environ[${pyString(envVar)}],`),
    ...r.headers.map(([name, value]) => `        ${pyString(name)}: ${pyString(value)},`),
  ];
  if (r.body && !isJson(r.body.mediaType)) headers.unshift(`        "Content-Type": ${pyString(r.body.mediaType)},`);
  if (headers.length > 0) args.push('    headers={', ...headers, '    },');
  if (r.body) args.push(isJson(r.body.mediaType) ? `    json=${indent(pyLiteral(r.body.value), '    ')},` : `    data=${pyString(String(r.body.value))},`);
  const read =
    r.responseKind === 'json'
      ? 'print(response.status_code, response.json())'
      : r.responseKind === 'binary'
        ? "print(response.status_code, response.headers['content-type'], len(response.content))"
        : 'print(response.status_code)';
  const imports = r.secretHeaders.length > 0 ? ['import os', 'import requests'] : ['import requests'];
  return [...imports, '', `response = requests.${r.method.toLowerCase()}(`, ...args, ')', read].join('\n');
}

function indent(text: string, prefix: string): string {
  return text.replace(/\n/g, '\n' + prefix);
}

function jsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')}'`;
}

function pyString(value: string): string {
  return JSON.stringify(value);
}

/** A JSON value written as a Python literal (None/True/False), indented like json.dumps(indent=4). */
function pyLiteral(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
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
