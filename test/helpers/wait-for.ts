import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitOptions {
  /** How long the state is given before the wait fails (generous: the suite runs on busy machines). */
  timeoutMs?: number;
  /** How often `check` is asked again. */
  intervalMs?: number;
}

/**
 * Asks `check` again and again until it gives a value (anything but `undefined` or `false`) and returns
 * that value; fails, naming `what`, after `timeoutMs`. For a state outside a browser page (a server's
 * log, a file, the requests a test server got); in a page, wait with Playwright's locators or
 * `waitForFunction` instead.
 */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  { timeoutMs = 30_000, intervalMs = 20 }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}
