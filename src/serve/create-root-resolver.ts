import { realpath } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../context/logger.js';

export interface RootWait {
  /** How long a request waits for a missing output folder to come back. @default 2000 */
  timeoutMs?: number;
  /** How often it looks again meanwhile. @default 25 */
  intervalMs?: number;
}

/**
 * Creates the per-request lookup of the output folder's real path. When the folder is missing (a
 * rebuild without an atomic exchange is between its two renames, or the user deleted it and is
 * building again) it is polled for a short bounded time before giving up with null. Requests that
 * find it missing at the same time share one poll, and one log line.
 */
export function createRootResolver(dir: string, logger: Logger, wait: RootWait = {}): () => Promise<string | null> {
  const timeoutMs = wait.timeoutMs ?? 2000;
  const intervalMs = wait.intervalMs ?? 25;
  let waiting: Promise<string | null> | null = null;

  async function poll(): Promise<string | null> {
    logger.warn(`serve: ${dir} is missing; waiting up to ${timeoutMs} ms for it to come back`);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      await sleep(intervalMs);
      const found = await realRoot(dir);
      if (found) return found;
    }
    logger.warn(`serve: ${dir} is still missing; answering 503`);
    return null;
  }

  return async () => {
    const found = await realRoot(dir);
    if (found) return found;
    waiting ??= poll().finally(() => {
      waiting = null;
    });
    return waiting;
  };
}

async function realRoot(dir: string): Promise<string | null> {
  try {
    return await realpath(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}
