import { parentPort, workerData } from 'node:worker_threads';
import type { SearchRecord } from '../shared/browser-shapes.js';
import { serializeLocalIndex } from './serialize-local-index.js';

// Worker entry: indexes the shard of records it is started with and posts the index back as UTF-8
// bytes (transferred, not copied). Each shard gets a fresh worker, so everything the indexing
// allocated goes away with the worker's heap instead of waiting for the build thread's collector.
const bytes = new TextEncoder().encode(serializeLocalIndex(workerData as SearchRecord[]));
parentPort!.postMessage(bytes, [bytes.buffer]);
