import { parentPort } from 'node:worker_threads';
import { loadConfig } from '../config/load-config.js';
import { createCodeHighlighter } from './code-highlighter.js';
import { renderModulePages } from './render-module-pages.js';
import { NO_USER_PLUGINS, userPlugins, type UserPlugins } from './user-plugins.js';
import { failureReply, type ModulePagesReply, type ModulePagesRequest } from './module-pages-in-worker.js';

// Worker entry: renders each job of MDX and TSX pages it is sent, one after another, and posts the
// outcome back under the job's id. The highlighter is loaded before the first job comes. The site's unified plugins are
// functions, which cannot be posted: the worker loads the config (already validated by the build)
// itself when a job needs them, once.
const highlighter = await createCodeHighlighter();
let plugins: Promise<UserPlugins> | undefined;
let queue = Promise.resolve();
parentPort!.on('message', (request: ModulePagesRequest) => {
  queue = queue.then(() => runJob(request));
});

async function runJob({ id, job }: ModulePagesRequest): Promise<void> {
  let reply: ModulePagesReply;
  try {
    const jobPlugins = job.loadUserPlugins ? await (plugins ??= loadConfig(job.root).then((config) => userPlugins(config.markdown))) : NO_USER_PLUGINS;
    reply = { result: await renderModulePages(job, highlighter, jobPlugins) };
  } catch (error) {
    reply = failureReply(error);
  }
  parentPort!.postMessage({ id, reply });
}
