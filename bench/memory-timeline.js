// `node --import ./bench/memory-timeline.js bin/docs-build.js build …`: prints the process's memory every
// second to stderr, per thread (Node runs the hook in worker threads too): RSS is the whole process's, heap
// and external are the thread's own. Shows which part of a build holds the memory. A thread busy with
// synchronous work prints nothing meanwhile, so at exit the main thread also prints the process's peak
// RSS as the kernel counted it (VmHWM), which no sample can miss.
import { readFileSync } from 'node:fs';
import { isMainThread, threadId } from 'node:worker_threads';

const started = performance.now();
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0).padStart(5);
const timer = setInterval(() => {
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.stderr.write(
    `[memory t${threadId}] ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  rss ${mb(rss)} MB  heap ${mb(heapUsed)} MB  external ${mb(external)} MB  arrayBuffers ${mb(arrayBuffers)} MB\n`,
  );
}, 1000);
timer.unref();

if (isMainThread) {
  process.on('exit', () => {
    const peak = /VmHWM:\s*(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (peak)
      process.stderr.write(
        `[memory] peak rss ${mb(Number(peak) * 1024)} MB after ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
      );
  });
}
