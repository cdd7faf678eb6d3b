// What the "Try it" console shows once a request is sent: the response (status, time, headers, body
// pretty-printed, checked against the spec's schema for its status), or what kept it from coming back.

import { element } from './try-it-dom.js';
import type { TryItData } from './try-it-data.js';

export async function showResponse(
  result: HTMLElement,
  data: TryItData,
  response: Response,
  body: string,
  milliseconds: number,
): Promise<void> {
  const kind =
    response.status >= 500
      ? 'server-error'
      : response.status >= 400
        ? 'client-error'
        : response.status >= 300
          ? 'redirect'
          : 'success';
  const status = element('p', { className: `try-it-status endpoint-response-${kind}` }, [
    element('strong', {}, [`${response.status} ${response.statusText}`.trim()]),
    ` in ${milliseconds} ms`,
  ]);
  const headers = element('dl', { className: 'try-it-headers' });
  let count = 0;
  response.headers.forEach((value, name) => {
    count++;
    headers.append(element('dt', {}, [name]), element('dd', {}, [value]));
  });
  const headerList = element('details', { className: 'try-it-headers-details' }, [
    element('summary', {}, [`Headers (${count} readable)`]),
    headers,
  ]);
  let parsed: { value: unknown } | undefined;
  if (body !== '') {
    try {
      parsed = { value: JSON.parse(body) };
    } catch {
      parsed = undefined;
    }
  }
  const shown = parsed ? JSON.stringify(parsed.value, null, 2) : body;
  const bodyBlock =
    body === ''
      ? element('p', { className: 'try-it-note' }, ['No body.'])
      : element('pre', { className: 'try-it-body', tabIndex: 0, 'aria-label': 'Response body' }, [
          element('code', {}, parsed ? await highlightedJson(shown) : [shown]),
        ]);
  result.replaceChildren(status, headerList, bodyBlock, await schemaCheck(data, String(response.status), body, parsed));
}

/** JSON highlighted as the build highlights code blocks (the highlighter's chunk loads with the console). */
async function highlightedJson(json: string): Promise<Node[]> {
  const { highlightedLines, loadLanguage } = await import('./highlight-code.js');
  await loadLanguage('json');
  return highlightedLines(json, 'json');
}

/** The check of a status: its own, that of its range (`4XX`), or the `default` one. */
function checkFor(data: TryItData, status: string): TryItData['responseChecks'][number] | undefined {
  const range = `${status[0]}XX`;
  return (
    data.responseChecks.find((s) => s.status === status) ??
    data.responseChecks.find((s) => s.status.toUpperCase() === range) ??
    data.responseChecks.find((s) => s.status === 'default')
  );
}

async function schemaCheck(
  data: TryItData,
  status: string,
  body: string,
  parsed: { value: unknown } | undefined,
): Promise<HTMLElement> {
  const documented = checkFor(data, status);
  const box = element('div', { className: 'try-it-schema-check' });
  if (!documented) {
    box.append(element('p', {}, [`The spec documents no JSON body for ${status}: nothing to check.`]));
    return box;
  }
  const against = documented.status === status ? status : `${documented.status} (for ${status})`;
  if (!parsed) {
    box.dataset.result = 'mismatch';
    box.append(
      element('p', {}, [
        `The body ${body === '' ? 'is empty' : 'is not JSON'}; the spec documents a JSON body for ${against}.`,
      ]),
    );
    return box;
  }
  const check = await schemaMismatches(data, documented, parsed.value);
  if ('error' in check) {
    box.append(element('p', {}, [`The schema of ${against} could not be checked: ${check.error}`]));
    return box;
  }
  if (check.mismatches.length === 0) {
    box.dataset.result = 'match';
    box.append(element('p', {}, [`The body matches the schema of ${against}.`]));
    return box;
  }
  box.dataset.result = 'mismatch';
  box.append(
    element('p', {}, [`The body does not match the schema of ${against}:`]),
    element(
      'ul',
      { className: 'try-it-mismatches' },
      check.mismatches.map((m) => element('li', {}, [element('code', {}, [m.pointer]), ` ${m.message}`])),
    ),
  );
  return box;
}

/** A validator compiled at build time (Ajv's standalone code): true or false, its errors on itself. */
type Validate = ((value: unknown) => boolean) & {
  errors?: { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }[] | null;
};

/**
 * Where a body does not match its schema, by JSON pointer. The operation's validators are a module the
 * build wrote beside this chunk (src/openapi/response-validators.ts), loaded with the first response.
 */
async function schemaMismatches(
  data: TryItData,
  check: TryItData['responseChecks'][number],
  body: unknown,
): Promise<{ mismatches: { pointer: string; message: string }[] } | { error: string }> {
  if (check.error !== undefined || !check.validator || !data.responseValidators)
    return { error: check.error ?? 'no validator was compiled' };
  let validate: Validate | undefined;
  try {
    const validators = (await import(
      /* a file of the build, not bundled */ new URL(data.responseValidators, import.meta.url).href
    )) as Record<string, Validate>;
    validate = validators[check.validator];
  } catch (error) {
    return { error: `its validator did not load (${(error as Error).message})` };
  }
  if (!validate) return { error: 'its validator is missing' };
  if (validate(body)) return { mismatches: [] };
  return {
    mismatches: (validate.errors ?? []).map((e) => {
      const extra =
        e.keyword === 'additionalProperties'
          ? ` (${String(e.params.additionalProperty)})`
          : e.keyword === 'enum'
            ? `: ${JSON.stringify(e.params.allowedValues)}`
            : '';
      return { pointer: e.instancePath || '/', message: `${e.message ?? e.keyword}${extra}` };
    }),
  };
}

/** A request that got no response: cancelled, timed out, refused by CORS, or not answered at all. */
export async function showFailure(
  result: HTMLElement,
  url: string,
  method: string,
  stopped: 'cancelled' | { timedOutAfter: number } | undefined,
  curl: string,
  error: unknown,
): Promise<void> {
  if (stopped === 'cancelled') {
    result.replaceChildren(element('p', { className: 'try-it-note' }, ['Cancelled: no response was read.']));
    return;
  }
  let target: URL | undefined;
  try {
    target = new URL(url, location.href);
  } catch {
    result.replaceChildren(
      element('p', { className: 'try-it-error', role: 'alert' }, [`“${url}” is not a URL: check the server URL.`]),
    );
    return;
  }
  const reachable = stopped ? true : await answersWithoutCors(target);
  const message = stopped
    ? `No response from ${target.origin} within ${stopped.timedOutAfter} s: the request was abandoned (the server is slow or does not answer). Send it again with a longer timeout, or from a terminal.`
    : reachable
      ? `${target.origin} answered, but does not let this page read the response: it sent no Access-Control-Allow-Origin header allowing ${location.origin} (CORS). Send the request from a terminal instead.`
      : `No response from ${target.origin}: the server could not be reached (it is down, the URL is wrong, or the connection was refused). ${method} ${url} failed: ${(error as Error).message}.`;
  // A code block like the page's: the entry's code-copy listener copies it (no copy code in this chunk).
  const command = element('div', { className: 'code-block' }, [
    element('div', { className: 'code-block-title' }, ['cURL']),
    element('pre', { tabIndex: 0 }, [element('code', {}, [curl])]),
    element('button', { type: 'button', className: 'code-copy' }, ['Copy as cURL']),
  ]);
  const explanation = element('p', { className: 'try-it-error', role: 'alert' }, [message]);
  explanation.dataset.failure = stopped ? 'timeout' : reachable ? 'cors' : 'network';
  result.replaceChildren(explanation, command);
}

/**
 * Whether the server answers at all: a `no-cors` HEAD request (its response cannot be read, and it
 * carries no credentials) succeeds when the server is up but refuses this origin.
 */
async function answersWithoutCors(url: URL): Promise<boolean> {
  try {
    await fetch(url, {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout(10_000),
    });
    return true;
  } catch {
    return false;
  }
}
