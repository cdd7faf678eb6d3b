import { parentPort } from 'node:worker_threads';
import type { SearchRecord } from '../shared/browser-shapes.js';
import { serializeLocalIndex } from './serialize-local-index.js';

// Worker entry: indexes the shard of records it is sent and posts the index back as UTF-8 bytes
// (transferred, not copied). Started before its records are made, so that it starts up meanwhile. Each
// shard gets a fresh worker, so everything the indexing allocated goes away with the worker's heap
// instead of waiting for the build thread's collector.
parentPort!.once('message', (records: SearchRecord[]) => {
  const bytes = new TextEncoder().encode(serializeLocalIndex(records));
  parentPort!.postMessage(bytes, [bytes.buffer]);
});
