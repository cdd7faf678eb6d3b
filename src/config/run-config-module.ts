import vm from 'node:vm';

/** How long a config may take to load when DOCS_BUILD_CONFIG_TIMEOUT_MS does not say. */
export const DEFAULT_CONFIG_TIMEOUT_MS = 10_000;
export const CONFIG_TIMEOUT_ENV = 'DOCS_BUILD_CONFIG_TIMEOUT_MS';

/** Where the module wrapper finds its arguments, for the one synchronous run that reads them. */
const HANDOFF = '__docsBuildConfigModule';

/** How running a config module ended: its default export (a promise settled), what it threw, or the timeout. */
export type ConfigModuleRun =
  | { status: 'loaded'; exported: unknown; exports: unknown }
  | { status: 'threw'; error: unknown }
  | { status: 'timeout'; waitingFor: 'module' | 'promise' };

/** The config timeout in milliseconds: DOCS_BUILD_CONFIG_TIMEOUT_MS when it is a positive whole number, else 10 s. */
export function configTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env[CONFIG_TIMEOUT_ENV]);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_CONFIG_TIMEOUT_MS;
}

/**
 * Runs a config bundled to CommonJS in this context, interrupting it when it runs longer than
 * `timeoutMs` (a `while (true) {}` at its top level), and resolves to its default export. When the
 * module's exports or its default export is a promise, it is awaited within what is left of that time.
 */
export async function runConfigModule(
  code: string,
  file: string,
  require: (id: string) => unknown,
  timeoutMs: number,
): Promise<ConfigModuleRun> {
  const deadline = performance.now() + timeoutMs;
  const module = { exports: {} as Record<string, unknown> };
  const global = globalThis as Record<string, unknown>;
  global[HANDOFF] = { module, require };
  try {
    // vm's timeout only covers the script it runs, so the script calls the module function itself
    // rather than returning it; the function's own scope keeps the config's names out of the global one.
    const script = `(function (h) { (function (module, exports, require) {${code}\n}).call(h.module.exports, h.module, h.module.exports, h.require); })(globalThis.${HANDOFF});`;
    vm.runInThisContext(script, { filename: file, timeout: timeoutMs });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
      return { status: 'timeout', waitingFor: 'module' };
    return { status: 'threw', error };
  } finally {
    delete global[HANDOFF];
  }
  try {
    const exports = await settleBefore(module.exports, deadline);
    if (exports === TIMED_OUT) return { status: 'timeout', waitingFor: 'promise' };
    const exported = await settleBefore((exports as { default?: unknown } | null | undefined)?.default, deadline);
    if (exported === TIMED_OUT) return { status: 'timeout', waitingFor: 'promise' };
    return { status: 'loaded', exported, exports };
  } catch (error) {
    return { status: 'threw', error };
  }
}

const TIMED_OUT = Symbol('timed out');

/** A promise's value, or TIMED_OUT when it has not settled by `deadline`; any other value as it is. */
async function settleBefore(value: unknown, deadline: number): Promise<unknown> {
  if (typeof (value as { then?: unknown } | null | undefined)?.then !== 'function') return value;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), Math.max(0, deadline - performance.now()));
  });
  try {
    return await Promise.race([value as PromiseLike<unknown>, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
