import assert from 'node:assert/strict';
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, mkdir, realpath, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { ServeChildReport } from '../../helpers/serve-child.js';
import { waitFor } from '../../helpers/wait-for.js';

const MiB = 1024 * 1024;
const FILE_BYTES = 100 * MiB;
const PARALLEL = 16;
/** Reading the file whole per request took ~1.7 GB here; streaming stays near Node's own ~50–100 MB. */
const MAX_RSS_BYTES = 300 * MiB;

describe('serveSite memory with a large file', () => {
  let tempDir: string;
  let child: ChildProcess;
  let port: number;
  let expectedHash: string;

  before(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'docs-build-serve-memory-'));
    const siteDir = path.join(await realpath(tempDir), 'site');
    await mkdir(siteDir);
    expectedHash = await writeLargeFile(path.join(siteDir, 'big.bin'));
    const script = fileURLToPath(new URL('../../helpers/serve-child.js', import.meta.url));
    child = fork(script, [siteDir], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const [message] = (await once(child, 'message')) as [{ port: number }];
    port = message.port;
  });

  after(async () => {
    if (child.connected) {
      child.send('stop');
      await once(child, 'disconnect');
    }
    child.kill();
    await rm(tempDir, { recursive: true, force: true });
  });

  it(`serves a ${FILE_BYTES / MiB} MB file to ${PARALLEL} parallel requests with bounded memory`, async (t) => {
    const aborted = [fetchAndAbort(port), fetchAndAbort(port)];
    const bodies = await Promise.all(Array.from({ length: PARALLEL }, () => fetchHashed(port)));
    await Promise.all(aborted);
    for (const body of bodies) {
      assert.equal(body.status, 200);
      assert.equal(body.length, FILE_BYTES);
      assert.equal(body.hash, expectedHash);
    }
    const report = await reportOf(child);
    t.diagnostic(`serve peaked at ${Math.round(report.maxRssBytes / MiB)} MB`);
    assert.ok(report.maxRssBytes < MAX_RSS_BYTES, `serve peaked at ${Math.round(report.maxRssBytes / MiB)} MB`);
  });

  it('closes every descriptor once the responses are done, aborted ones included', async () => {
    // Closing after an abort is asynchronous in the server, so look until it is done (bounded).
    let report = await reportOf(child);
    await waitFor('the descriptors to close', async () => !(report = await reportOf(child)).openFiles).catch(
      () => undefined,
    );
    if (report.openFiles !== null) assert.equal(report.openFiles, 0);
  });
});

/** Writes FILE_BYTES of varied bytes in 1 MiB blocks, never holding the file, and returns its hash. */
async function writeLargeFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  const out = createWriteStream(file);
  const block = Buffer.alloc(MiB);
  for (let i = 0; i < FILE_BYTES / MiB; i++) {
    for (let j = 0; j < MiB; j += 4) block.writeUInt32LE((i * 2654435761 + j * 40503) >>> 0, j);
    hash.update(block);
    if (!out.write(block)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return hash.digest('hex');
}

function fetchHashed(port: number): Promise<{ status: number; length: number; hash: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/big.bin', agent: false }, (res) => {
      const hash = createHash('sha256');
      let length = 0;
      res.on('data', (chunk: Buffer) => {
        length += chunk.length;
        hash.update(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, length, hash: hash.digest('hex') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Starts a download and goes away after its first chunk, as a client that closes the tab does. */
function fetchAndAbort(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/big.bin', agent: false }, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
    req.end();
  });
}

async function reportOf(child: ChildProcess): Promise<ServeChildReport> {
  const reply = once(child, 'message');
  child.send('report');
  const [report] = (await reply) as [ServeChildReport];
  return report;
}
