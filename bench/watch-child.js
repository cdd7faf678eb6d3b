import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { REPO_ROOT } from './measure-build.js';

const CLI = path.join(REPO_ROOT, 'bin', 'docs-build.js');
/** What `docs-build watch` prints once it serves (src/cli/run-cli.ts). */
const READY_LINE = /serving at (http:\/\/\S+) \(ready in (\d+) ms\)/;
const FIRST_BUILD_LINE = /^Built (\d+) pages in (\d+) ms/;
/** After every change (src/watch/watch-site.ts): the page pushed alone, then the whole site rebuilt. */
const UPDATED_LINE = /^Updated .* in (\d+) ms$/;
const REBUILT_LINE = /^Rebuilt (\d+) pages in (\d+) ms/;
const FAILED_LINE = /^Build failed/;
const STOP_GRACE_MS = 10_000;

/**
 * A running `docs-build watch --root <root> --port 0`, started by `startWatch`.
 * @typedef {object} WatchChild
 * @property {number} pid
 * @property {string} url base URL the watch server printed
 * @property {number} pages pages of the first build
 * @property {number} firstBuildMs the first build's own time ("Built N pages in M ms")
 * @property {number} readyMs from the command's start to serving ("ready in N ms")
 * @property {() => number} mark a position in the output; waits look at lines after it
 * @property {(mark: number, timeoutMs: number) => Promise<{ updatedMs?: number, rebuiltMs: number }>} waitForRebuild
 * @property {() => number} rssKb VmRSS of the watch process now
 * @property {(lines?: number) => string} tail the last lines it printed
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the watch command in a new Node process and resolves once it prints the URL it serves at
 * (after its first build). Rejects, with the command stopped, when it exits or fails first. `cli` is
 * another checkout's bin/docs-build.js (to compare with it in the same run), `port` a fixed port.
 * @returns {Promise<WatchChild>}
 */
export function startWatch(root, { timeoutMs, cli = CLI, port = 0 }) {
  const child = spawn(process.execPath, [cli, 'watch', '--root', root, '--port', String(port)], {
    cwd: REPO_ROOT,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** Every line printed, stdout and stderr interleaved as they arrive. */
  const lines = [];
  const listeners = new Set();
  let exited = null;
  const onLine = (text) => {
    lines.push(text);
    for (const listener of listeners) listener();
  };
  readline.createInterface({ input: child.stdout }).on('line', onLine);
  readline.createInterface({ input: child.stderr }).on('line', onLine);
  const exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  void exit.then((status) => {
    exited = status;
    for (const listener of listeners) listener();
  });
  const tail = (count = 30) => lines.slice(-count).join('\n');

  /** Resolves with `check()`'s first non-undefined result, re-checked on every line; rejects on exit or timeout. */
  function waitFor(check, timeoutMs, what) {
    return new Promise((resolve, reject) => {
      const finish = (settle, value) => {
        listeners.delete(listener);
        clearTimeout(timer);
        settle(value);
      };
      const listener = () => {
        let value;
        try {
          value = check();
        } catch (error) {
          return finish(reject, error);
        }
        if (value !== undefined) return finish(resolve, value);
        if (exited)
          finish(
            reject,
            new Error(
              `docs-build watch exited (${exited.signal ?? `code ${exited.code}`}) while waiting for ${what}; its last lines:\n${tail()}`,
            ),
          );
      };
      const timer = setTimeout(
        () => finish(reject, new Error(`no ${what} within ${timeoutMs / 1000} s; watch's last lines:\n${tail()}`)),
        timeoutMs,
      );
      listeners.add(listener);
      listener();
    });
  }

  async function stop() {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exit;
    clearTimeout(timer);
  }

  const ready = waitFor(
    () => {
      const served = lines.map((line) => READY_LINE.exec(line)).find(Boolean);
      if (!served) return undefined;
      const built = lines.map((line) => FIRST_BUILD_LINE.exec(line)).find(Boolean);
      return {
        url: served[1],
        readyMs: Number(served[2]),
        pages: Number(built?.[1]),
        firstBuildMs: Number(built?.[2]),
      };
    },
    timeoutMs,
    'first build',
  );
  return ready.then(
    (first) => ({
      pid: child.pid,
      ...first,
      mark: () => lines.length,
      /**
       * Waits for the whole rebuild that follows a change made after `mark`: its "Rebuilt" line, with
       * the quick update's time if the page was pushed alone first. A failed build rejects.
       */
      waitForRebuild: (mark, timeout) =>
        waitFor(
          () => {
            const after = lines.slice(mark);
            const failed = after.find((line) => FAILED_LINE.test(line));
            if (failed) throw new Error(`watch reported a failed build: ${failed}\n${tail()}`);
            const rebuilt = after.map((line) => REBUILT_LINE.exec(line)).find(Boolean);
            if (!rebuilt) return undefined;
            const updated = after.map((line) => UPDATED_LINE.exec(line)).find(Boolean);
            return { updatedMs: updated ? Number(updated[1]) : undefined, rebuiltMs: Number(rebuilt[2]) };
          },
          timeout,
          'Rebuilt line',
        ),
      rssKb: () => residentKb(child.pid),
      tail,
      stop,
    }),
    async (error) => {
      await stop();
      throw error;
    },
  );
}

/** VmRSS of a process, in KB, from /proc/<pid>/status. */
export function residentKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]);
}
