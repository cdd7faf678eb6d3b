// Run with child_process.fork(thisFile, [siteDir]): serves siteDir, sends { port } to the parent, and
// answers each 'report' message with its peak memory and the descriptors it holds open on files in
// siteDir, so a test can measure serve alone, apart from the test's own memory.
import { readdirSync, readlinkSync } from 'node:fs';
import { createMemoryLogger } from '../../src/context/logger.js';
import { serveSite } from '../../src/serve/serve-site.js';

export interface ServeChildReport {
  /** Peak resident set size of the process so far, in bytes. */
  maxRssBytes: number;
  /** Open descriptors on files under the served folder; null where /proc is not there to tell. */
  openFiles: number | null;
}

const dir = process.argv[2];
const send = process.send?.bind(process);
if (!dir || !send) throw new Error('serve-child: fork it with the folder to serve as its argument');

const server = await serveSite({ dir, port: 0, logger: createMemoryLogger() });
send({ port: server.port });
process.on('message', (message) => {
  if (message === 'report') {
    const report: ServeChildReport = {
      maxRssBytes: process.resourceUsage().maxRSS * 1024,
      openFiles: openFilesUnder(dir),
    };
    send(report);
  } else if (message === 'stop') {
    void server.close().then(() => process.disconnect?.());
  }
});

function openFilesUnder(folder: string): number | null {
  let fds: string[];
  try {
    fds = readdirSync('/proc/self/fd');
  } catch {
    return null;
  }
  return fds.filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(folder);
    } catch {
      return false;
    }
  }).length;
}
