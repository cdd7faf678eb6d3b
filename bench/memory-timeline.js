// `node --import ./bench/memory-timeline.js bin/docs-build.js build …`: prints the process's memory every
// second to stderr (RSS covers worker threads too; heap and external are the main thread's), to see which
// part of a build holds the memory.
const started = performance.now();
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0).padStart(5);
const timer = setInterval(() => {
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.stderr.write(`[memory] ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  rss ${mb(rss)} MB  heap ${mb(heapUsed)} MB  external ${mb(external)} MB  arrayBuffers ${mb(arrayBuffers)} MB\n`);
}, 1000);
timer.unref();
