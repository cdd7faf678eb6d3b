import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { WebSocket } from 'ws';
import { attachLiveReload } from '../../../src/watch/live-reload.js';
import { WATCH_SOCKET_PATH, type WatchMessage } from '../../../src/watch/watch-client.js';

/**
 * The first message a page that connects now receives. `afterOpen` runs once it is connected: what the
 * server sends then comes after anything it sent on connecting, on the same socket.
 */
async function firstMessage(url: string, afterOpen: () => void = () => undefined): Promise<unknown> {
  const socket = new WebSocket(url);
  const message = new Promise<unknown>((resolve) =>
    socket.once('message', (data) => resolve(JSON.parse(String(data)))),
  );
  await new Promise((resolve) => socket.once('open', resolve));
  afterOpen();
  const first = await message;
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.close();
  await closed;
  return first;
}

describe('watch live reload: what a page that connects late is told', () => {
  it('nothing while the first build runs; `ready` after a good build; the errors after a failed one', {
    timeout: 10_000,
  }, async () => {
    const server = http.createServer((_request, response) => response.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const live = attachLiveReload(server);
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${WATCH_SOCKET_PATH}`;
    const firstBuild: WatchMessage = { type: 'built', changed: 'all' };
    const failed: WatchMessage = { type: 'failed', errors: [{ location: 'content/docs/a.md:3', text: 'bad' }] };
    try {
      // While the first build runs, a page is told nothing: the first message it gets is the build's.
      assert.deepEqual(await firstMessage(url, () => live.send(firstBuild)), firstBuild);
      assert.deepEqual(await firstMessage(url), { type: 'ready' });
      live.send(failed);
      assert.deepEqual(await firstMessage(url), failed);
      live.send({ type: 'built', changed: ['a/index.html'] });
      assert.deepEqual(await firstMessage(url), { type: 'ready' });
    } finally {
      await live.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
