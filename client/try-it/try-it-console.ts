// The "Try it" console of an endpoint page, loaded only when the reader clicks "Try it" (the entry's
// delegated listener imports this chunk). Built from the page's JSON (TryItData, written at build
// time from the same request model as the samples): a field per parameter and top-level body field
// (or the raw body), the server, the credentials and the environment values; the page's samples
// follow what the reader types. Requests go only to the chosen server, without cookies
// (`credentials: 'omit'`); credentials stay in memory unless the reader asks to remember them.

import { loadGenerators, samplesIn, type SnippetGenerator } from './library-samples.js';
import { EnvValue, generateRequestSamples, type SampleRequest, type SampleValue } from './request-samples.js';
import { DEFAULT_SAMPLE_LANGUAGES, SAMPLE_LANGUAGES, type SampleLanguageKey } from './sample-languages.js';
import { element, fieldRow, readStorage, removeStorage, writeStorage } from './try-it-dom.js';
import { showFailure, showResponse } from './try-it-response.js';
import { sampleEnvStorageKey, tryItCredentialsStorageKey, tryItServerStorageKey } from './try-it-storage.js';
import {
  TRY_IT_CONSOLE_ID,
  TRY_IT_DATA_ID,
  type TryItCredential,
  type TryItData,
  type TryItField,
  type TryItServer,
} from './try-it-data.js';

/** How long a request may wait for its response, unless the reader sets another timeout. */
const DEFAULT_TIMEOUT_SECONDS = 30;

/** Credentials typed on this page, by spec: kept in memory while the site is open, not stored unless asked. */
const typedCredentials = new Map<string, Record<string, string>>();

/** Opens the console (building it the first time) or closes it. */
export function toggleTryIt(root: Document, button: HTMLElement): void {
  const mount = root.getElementById(TRY_IT_CONSOLE_ID);
  const script = root.getElementById(TRY_IT_DATA_ID);
  if (!mount || !script) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  mount.hidden = !open;
  if (!open) return;
  if (!mount.firstChild) buildConsole(mount, JSON.parse(script.textContent ?? '{}') as TryItData);
  mount.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
}

/** The reader's inputs, read from the form whenever they change or are sent. */
interface Inputs {
  server: HTMLInputElement;
  parameters: Map<TryItField, HTMLInputElement | HTMLSelectElement>;
  bodyFields: Map<TryItField, HTMLInputElement | HTMLSelectElement>;
  rawBody?: HTMLTextAreaElement;
  credentials: Map<TryItCredential, HTMLInputElement>;
  env: Map<string, HTMLInputElement>;
  reveal?: HTMLInputElement;
}

function buildConsole(mount: HTMLElement, data: TryItData): void {
  const inputs: Inputs = {
    server: element('input'),
    parameters: new Map(),
    bodyFields: new Map(),
    credentials: new Map(),
    env: new Map(),
  };
  const form = element('form', { className: 'try-it-form', 'aria-label': `Try it: ${data.summary}` });
  form.append(serverFieldset(data, inputs));
  if (data.credentials.length > 0) form.append(credentialFieldset(data, inputs));
  const envNames = [
    ...new Set([
      ...data.parameters.flatMap((p) => (p.envVar ? [p.envVar] : [])),
      ...(data.body?.envFields.map((f) => f.envVar) ?? []),
    ]),
  ];
  if (envNames.length > 0) {
    const fieldset = element('fieldset', { className: 'try-it-fieldset' }, [element('legend', {}, ['Environment'])]);
    for (const name of envNames) {
      const input = element('input', {
        type: 'text',
        value: readStorage(sampleEnvStorageKey(name)) ?? '',
        spellcheck: false,
        autocomplete: 'off',
      });
      input.addEventListener('input', () => writeStorage(sampleEnvStorageKey(name), input.value));
      inputs.env.set(name, input);
      fieldset.append(
        fieldRow(
          `try-it-env-${name}`,
          name,
          input,
          'Remembered on this device, like the sample language; the samples read it from the environment.',
        ),
      );
    }
    form.append(fieldset);
  }
  for (const [location, title] of [
    ['path', 'Path parameters'],
    ['query', 'Query parameters'],
    ['header', 'Header parameters'],
  ] as const) {
    const fields = data.parameters.filter((p) => p.in === location && !p.envVar);
    if (fields.length === 0) continue;
    const fieldset = element('fieldset', { className: 'try-it-fieldset' }, [element('legend', {}, [title])]);
    for (const field of fields) {
      const input = fieldInput(field);
      inputs.parameters.set(field, input);
      fieldset.append(fieldRow(`try-it-${location}-${field.name}`, field.name, input, field.note, field));
    }
    form.append(fieldset);
  }
  if (data.body) form.append(bodyFieldset(data, inputs));

  const send = element('button', { type: 'submit', className: 'try-it-send' }, ['Send request']);
  const cancel = element('button', { type: 'button', className: 'try-it-cancel', hidden: true }, ['Cancel request']);
  // A server that never answers would leave the request pending for minutes (the browser's own limit).
  const timeout = element('input', {
    type: 'number',
    min: '1',
    step: '1',
    required: true,
    value: String(DEFAULT_TIMEOUT_SECONDS),
    className: 'try-it-timeout',
  });
  form.append(
    fieldRow('try-it-timeout', 'Timeout (seconds)', timeout, 'A request with no response by then is abandoned.'),
    element('div', { className: 'try-it-actions' }, [send, cancel]),
  );
  const result = element('section', { className: 'try-it-result', 'aria-label': 'Response', 'aria-live': 'polite' });
  const dialog = confirmDialog();
  mount.append(form, result, dialog);

  const samplesSection = mount.closest('.endpoint-samples');
  // The highlighter loads beside the console: until it has, rewritten samples are plain text.
  let highlighter: typeof import('./highlight-code.js') | undefined;
  // The generators of library languages (Go, PHP…) load beside the console too: until they have, those tabs keep the page's text.
  const languages = data.sampleLanguages ?? DEFAULT_SAMPLE_LANGUAGES;
  let generators: ReadonlyMap<string, SnippetGenerator> = new Map();
  const updateSamples = (rehighlight = false) => {
    for (const sample of samplesIn(
      languages,
      sampleRequest(data, inputs, inputs.reveal?.checked === true),
      generators,
    )) {
      const code =
        samplesSection?.querySelector<HTMLElement>(`.example-tabpanel[data-tab="${sample.key}"] pre code`) ??
        samplesSection?.querySelector<HTMLElement>(`.example-tabpanel[data-tab="${sample.key}"] pre`);
      if (!code || (code.textContent === sample.code && !(rehighlight && code.dataset.plain !== undefined))) continue;
      code.replaceChildren(
        ...(highlighter ? highlighter.highlightedLines(sample.code, sample.language) : codeLines(sample.code)),
      );
      if (highlighter) delete code.dataset.plain;
      else code.dataset.plain = '';
    }
  };
  form.addEventListener('input', () => updateSamples());
  form.addEventListener('change', () => updateSamples());
  updateSamples();
  void loadGenerators(languages).then((loaded) => {
    generators = loaded;
    updateSamples();
  });
  void import('./highlight-code.js').then(async (module) => {
    await Promise.all(
      [...new Set(languages.map((key) => SAMPLE_LANGUAGES[key as SampleLanguageKey]?.language ?? 'text'))].map(
        module.loadLanguage,
      ),
    );
    highlighter = module;
    updateSamples(true);
  });

  let controller: AbortController | undefined;
  cancel.addEventListener('click', () => controller?.abort('cancelled'));
  // Escape cancels a pending request, as it closes the dialog.
  form.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && controller) controller.abort('cancelled');
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (controller) return;
    void (async () => {
      const request = realRequest(data, inputs);
      if (data.confirm && !(await confirmed(dialog, data, request.url))) {
        result.replaceChildren(element('p', { className: 'try-it-note' }, ['Not sent: you cancelled.']));
        return;
      }
      const ongoing = new AbortController();
      controller = ongoing;
      const seconds = Math.max(1, Math.round(Number(timeout.value)) || DEFAULT_TIMEOUT_SECONDS);
      const timer = setTimeout(() => ongoing.abort('timeout'), seconds * 1000);
      const hadFocus = document.activeElement === send;
      cancel.hidden = false;
      send.disabled = true;
      if (hadFocus) cancel.focus();
      // The pending state: what was sent, how long it has waited (not announced every second), how to stop it.
      const elapsed = element('span', { className: 'try-it-elapsed', 'aria-hidden': 'true' }, ['0 s']);
      result.replaceChildren(
        element('p', { className: 'try-it-note try-it-pending' }, [
          `Waiting for a response to ${data.method} ${request.url}… `,
          elapsed,
          ` (gives up after ${seconds} s; Cancel request or Escape stops it)`,
        ]),
      );
      const curl = generateRequestSamples(sampleRequest(data, inputs, inputs.reveal?.checked === true))[0]!.code;
      const started = performance.now();
      const ticker = setInterval(
        () => (elapsed.textContent = `${Math.floor((performance.now() - started) / 1000)} s`),
        1000,
      );
      try {
        const response = await fetch(request.url, { ...request.init, signal: ongoing.signal });
        const body = await response.text();
        await showResponse(result, data, response, body, Math.round(performance.now() - started));
      } catch (error) {
        const stopped = ongoing.signal.aborted
          ? ongoing.signal.reason === 'timeout'
            ? { timedOutAfter: seconds }
            : 'cancelled'
          : undefined;
        await showFailure(result, request.url, data.method, stopped, curl, error);
      } finally {
        clearTimeout(timer);
        clearInterval(ticker);
        controller = undefined;
        const cancelHadFocus = document.activeElement === cancel;
        cancel.hidden = true;
        send.disabled = false;
        if (cancelHadFocus) send.focus();
      }
    })();
  });
}

function serverFieldset(data: TryItData, inputs: Inputs): HTMLFieldSetElement {
  const fieldset = element('fieldset', { className: 'try-it-fieldset' }, [element('legend', {}, ['Server'])]);
  const storageKey = tryItServerStorageKey(data.specId);
  const first = data.servers[0];
  inputs.server = element('input', {
    type: 'text',
    inputMode: 'url',
    required: true,
    spellcheck: false,
    autocomplete: 'off',
    value: readStorage(storageKey) ?? (first ? resolveServer(first, {}) : ''),
  });
  inputs.server.addEventListener('input', () => writeStorage(storageKey, inputs.server.value.trim()));
  const variables = element('div', { className: 'try-it-variables' });
  let chosen = first;
  const values: Record<string, string> = {};
  const applyServer = () => {
    if (!chosen) return;
    inputs.server.value = resolveServer(chosen, values);
    writeStorage(storageKey, inputs.server.value);
    inputs.server.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const showVariables = () => {
    variables.replaceChildren();
    for (const variable of chosen?.variables ?? []) {
      const input = fieldInput({
        name: variable.name,
        required: true,
        type: 'string',
        value: values[variable.name] ?? variable.default,
        ...(variable.enum ? { enum: variable.enum } : {}),
      });
      input.addEventListener('input', () => {
        values[variable.name] = input.value;
        applyServer();
      });
      variables.append(fieldRow(`try-it-server-variable-${variable.name}`, variable.name, input, 'Server variable'));
    }
  };
  if (data.servers.length > 1) {
    const select = element(
      'select',
      {},
      data.servers.map((server, index) =>
        element('option', { value: String(index) }, [
          server.description ? `${server.description} (${server.url})` : server.url,
        ]),
      ),
    );
    select.addEventListener('change', () => {
      chosen = data.servers[Number(select.value)];
      for (const key of Object.keys(values)) delete values[key];
      showVariables();
      applyServer();
    });
    fieldset.append(fieldRow('try-it-server-choice', 'Server', select));
  }
  showVariables();
  fieldset.append(
    variables,
    fieldRow(
      'try-it-server-url',
      'Server URL',
      inputs.server,
      'Edit it to send to another server (a local one); remembered for this API.',
    ),
  );
  return fieldset;
}

/** A server's URL with its variables filled in (their defaults where the reader typed nothing). */
function resolveServer(server: TryItServer, values: Record<string, string>): string {
  return server.url.replace(
    /\{([^}]+)\}/g,
    (whole, name: string) => values[name] ?? server.variables.find((v) => v.name === name)?.default ?? whole,
  );
}

function credentialFieldset(data: TryItData, inputs: Inputs): HTMLFieldSetElement {
  const storageKey = tryItCredentialsStorageKey(data.specId);
  const stored = parseRecord(readStorage(storageKey));
  const typed = typedCredentials.get(data.specId) ?? stored ?? {};
  typedCredentials.set(data.specId, typed);
  const fieldset = element('fieldset', { className: 'try-it-fieldset' }, [element('legend', {}, ['Credentials'])]);
  const remember = element('input', { type: 'checkbox', checked: stored !== undefined });
  const save = () => (remember.checked ? writeStorage(storageKey, JSON.stringify(typed)) : removeStorage(storageKey));
  for (const credential of data.credentials) {
    const input = element('input', {
      type: 'password',
      value: typed[credential.scheme] ?? '',
      spellcheck: false,
      autocomplete: 'off',
    });
    input.addEventListener('input', () => {
      typed[credential.scheme] = input.value;
      save();
    });
    inputs.credentials.set(credential, input);
    const hint = `${credential.in === 'query' ? 'Query parameter' : 'Header'}${credential.format === 'basic' ? ', as user:password' : ''}; sent only to the server above.`;
    fieldset.append(fieldRow(`try-it-credential-${credential.scheme}`, credential.name, input, hint));
  }
  remember.addEventListener('change', save);
  inputs.reveal = element('input', { type: 'checkbox' });
  inputs.reveal.addEventListener('change', () => {
    for (const input of inputs.credentials.values()) input.type = inputs.reveal!.checked ? 'text' : 'password';
  });
  fieldset.append(
    checkbox('try-it-remember', 'Remember on this device', remember),
    checkbox('try-it-reveal', 'Show in the samples', inputs.reveal),
  );
  return fieldset;
}

function checkbox(id: string, label: string, input: HTMLInputElement): HTMLElement {
  input.id = id;
  return element('div', { className: 'try-it-check-row' }, [input, element('label', { htmlFor: id }, [label])]);
}

function bodyFieldset(data: TryItData, inputs: Inputs): HTMLFieldSetElement {
  const body = data.body!;
  const fieldset = element('fieldset', { className: 'try-it-fieldset' }, [
    element('legend', {}, [`Body (${body.mediaType})`]),
  ]);
  if (body.fields) {
    for (const field of body.fields) {
      const input = fieldInput(field);
      inputs.bodyFields.set(field, input);
      fieldset.append(fieldRow(`try-it-body-${field.name}`, field.name, input, undefined, field));
    }
    return fieldset;
  }
  const textarea = element('textarea', {
    rows: Math.min(16, body.raw.split('\n').length + 1),
    spellcheck: false,
    value: body.raw,
  });
  if (body.json) {
    textarea.addEventListener('input', () => {
      try {
        JSON.parse(textarea.value || 'null');
        textarea.setCustomValidity('');
      } catch (error) {
        textarea.setCustomValidity(`Not valid JSON: ${(error as Error).message}`);
      }
    });
  }
  inputs.rawBody = textarea;
  fieldset.append(fieldRow('try-it-body-raw', body.json ? 'JSON' : 'Text', textarea));
  return fieldset;
}

/** A select for an enum or a boolean, else a text or number input; prefilled, required when the spec says. */
function fieldInput(field: TryItField): HTMLInputElement | HTMLSelectElement {
  const choices = field.enum ?? (field.type === 'boolean' ? ['true', 'false'] : undefined);
  if (choices) {
    const options = [
      ...(field.required ? [] : [element('option', { value: '' }, ['(not sent)'])]),
      ...choices.map((value) => element('option', { value }, [value])),
    ];
    const select = element('select', { required: field.required }, options);
    select.value = choices.includes(field.value) ? field.value : field.required ? choices[0]! : '';
    return select;
  }
  const number = field.type === 'integer' || field.type === 'number';
  return element('input', {
    type: number ? 'number' : 'text',
    step: field.type === 'integer' ? '1' : 'any',
    required: field.required,
    value: field.value,
    spellcheck: false,
    autocomplete: 'off',
  });
}

/** A sample's text as the build writes code: a `line` span per line (the code block's padding is on them), one after another. */
function codeLines(code: string): (HTMLElement | string)[] {
  return code
    .split('\n')
    .flatMap((line, index) => [...(index > 0 ? ['\n'] : []), element('span', { className: 'line' }, [line])]);
}

/** The value of a body field as JSON: a number, a boolean, a string, or null (`null` in a field that allows it); undefined when left empty. */
function bodyValue(field: TryItField, text: string): unknown {
  if (text === '') return undefined;
  if (field.nullable && text === 'null') return null;
  if (field.type === 'integer' || field.type === 'number') return Number(text);
  if (field.type === 'boolean') return text === 'true';
  if (field.enum && field.type === 'string') return text;
  return text;
}

/** The body the reader built, environment values as `env(name)`; undefined when the raw JSON does not parse. */
function bodyOf(data: TryItData, inputs: Inputs, env: (name: string) => unknown): unknown {
  const body = data.body!;
  let value: unknown;
  if (inputs.rawBody) {
    if (!body.json) return inputs.rawBody.value;
    try {
      value = JSON.parse(inputs.rawBody.value || 'null');
    } catch {
      return undefined;
    }
  } else {
    value = Object.fromEntries(
      [...inputs.bodyFields].flatMap(([field, input]) => {
        const v = bodyValue(field, input.value);
        return v === undefined ? [] : [[field.name, v]];
      }),
    );
  }
  if (body.envFields.length === 0 || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return { ...value, ...Object.fromEntries(body.envFields.map((f) => [f.name, env(f.envVar)])) };
}

function filledPath(data: TryItData, inputs: Inputs, env: (name: string) => string): string {
  return data.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = data.parameters.find((p) => p.in === 'path' && p.name === name);
    if (!parameter) return whole;
    const value = parameter.envVar ? env(parameter.envVar) : (inputs.parameters.get(parameter)?.value ?? '');
    return value === '' ? whole : encodeURIComponent(value);
  });
}

function credentialValue(credential: TryItCredential, value: string): string {
  if (credential.format === 'bearer') return `Bearer ${value}`;
  if (credential.format === 'basic') return `Basic ${btoa(value)}`;
  return value;
}

/** The request the samples show: environment values and masked credentials read from the environment. */
function sampleRequest(data: TryItData, inputs: Inputs, reveal: boolean): SampleRequest {
  const server = inputs.server.value.trim().replace(/\/$/, '');
  const request: SampleRequest = {
    method: data.method,
    url: server + filledPath(data, inputs, (name) => `{${name}}`),
    query: [],
    headers: [],
    secretHeaders: [],
    responseKind: data.responseKind,
    ...(data.outputFile ? { outputFile: data.outputFile } : {}),
  };
  for (const parameter of data.parameters) {
    if (parameter.in === 'path') continue;
    const typed = inputs.parameters.get(parameter)?.value ?? '';
    if (!parameter.envVar && typed === '') continue;
    const value: SampleValue = parameter.envVar ? new EnvValue(parameter.envVar) : typed;
    if (parameter.in === 'query') request.query.push([parameter.name, value]);
    else request.headers.push({ name: parameter.name, value, ...(parameter.note ? { note: parameter.note } : {}) });
  }
  for (const [credential, input] of inputs.credentials) {
    const shown = reveal && input.value !== '';
    if (credential.in === 'query')
      request.query.push([
        credential.name,
        shown ? credentialValue(credential, input.value) : new EnvValue(credential.envVar),
      ]);
    else if (shown) request.headers.unshift({ name: credential.name, value: credentialValue(credential, input.value) });
    else request.secretHeaders.push({ header: credential.name, envVar: credential.envVar });
  }
  if (data.body) {
    const value = bodyOf(data, inputs, (name) => new EnvValue(name));
    request.body = {
      mediaType: data.body.mediaType,
      value: value === undefined ? JSON.parse(data.body.raw || 'null') : value,
    };
  }
  return request;
}

/** The request sent: typed values, environment values and the credentials that are filled in. */
function realRequest(data: TryItData, inputs: Inputs): { url: string; init: RequestInit } {
  const env = (name: string) => inputs.env.get(name)?.value ?? '';
  const query = new URLSearchParams();
  const headers = new Headers();
  for (const parameter of data.parameters) {
    if (parameter.in === 'path') continue;
    const value = parameter.envVar ? env(parameter.envVar) : (inputs.parameters.get(parameter)?.value ?? '');
    if (value === '') continue;
    if (parameter.in === 'query') query.append(parameter.name, value);
    else headers.set(parameter.name, value);
  }
  for (const [credential, input] of inputs.credentials) {
    if (input.value === '') continue;
    if (credential.in === 'query') query.append(credential.name, credentialValue(credential, input.value));
    else headers.set(credential.name, credentialValue(credential, input.value));
  }
  const search = query.toString();
  const url =
    inputs.server.value.trim().replace(/\/$/, '') + filledPath(data, inputs, env) + (search ? `?${search}` : '');
  const init: RequestInit = {
    method: data.method,
    headers,
    credentials: 'omit',
    cache: 'no-store',
    referrerPolicy: 'no-referrer',
  };
  if (data.body && data.method !== 'GET' && data.method !== 'HEAD') {
    const body = bodyOf(data, inputs, env);
    headers.set('Content-Type', data.body.mediaType);
    init.body = data.body.json ? JSON.stringify(body) : String(body ?? '');
  }
  return { url, init };
}

function confirmDialog(): HTMLDialogElement {
  const text = element('p', { id: 'try-it-confirm-text' });
  return element(
    'dialog',
    {
      className: 'try-it-dialog',
      'aria-labelledby': 'try-it-confirm-title',
      'aria-describedby': 'try-it-confirm-text',
    },
    [
      element('form', { method: 'dialog' }, [
        element('h3', { id: 'try-it-confirm-title' }, ['Send this request?']),
        text,
        element('div', { className: 'try-it-actions' }, [
          element('button', { value: 'send', className: 'try-it-send' }, ['Send']),
          element('button', { value: 'cancel' }, ['Cancel']),
        ]),
      ]),
    ],
  );
}

/** Asks before sending something that may create or change data; resolves with the reader's answer. */
function confirmed(dialog: HTMLDialogElement, data: TryItData, url: string): Promise<boolean> {
  dialog.querySelector('#try-it-confirm-text')!.textContent =
    `${data.summary}: this sends ${data.method} ${url}, which may create or change something on that server.`;
  dialog.returnValue = '';
  dialog.showModal();
  dialog.querySelector<HTMLButtonElement>('button[value="cancel"]')?.focus();
  return new Promise((resolve) =>
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'send'), { once: true }),
  );
}

function parseRecord(text: string | null): Record<string, string> | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}
