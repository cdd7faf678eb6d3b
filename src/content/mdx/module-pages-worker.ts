import { parentPort } from 'node:worker_threads';
import { loadConfig } from '../../config/load-config.js';
import { createCodeHighlighter } from '../code-blocks/code-highlighter.js';
import { renderModulePages } from './render-module-pages.js';
import type { ModulePagesJob } from '../../model/module-pages.js';
import { NO_USER_PLUGINS, userPlugins, type UserPlugins } from '../user-plugins.js';
import { failureReply, type ModulePagesReply, type ModulePagesRequest } from './module-pages-in-worker.js';

// Worker entry: renders each job of MDX and TSX pages it is sent, one after another, and posts the
// outcome back under the job's id. The highlighter is loaded before the first job comes. The site's
// unified plugins are functions, which cannot be posted: the worker loads the config (already
// validated by the build) itself when a job needs them, and again after the config's code changed.
const highlighter = await createCodeHighlighter();
let plugins: { key: string; loading: Promise<UserPlugins> } | undefined;
let queue = Promise.resolve();
parentPort!.on('message', (request: ModulePagesRequest) => {
  queue = queue.then(() => runJob(request));
});

async function runJob({ id, job }: ModulePagesRequest): Promise<void> {
  let reply: ModulePagesReply;
  try {
    reply = { result: await renderModulePages(job, highlighter, await pluginsFor(job)) };
  } catch (error) {
    reply = failureReply(error);
  }
  parentPort!.postMessage({ id, reply });
}

function pluginsFor({ root, userPluginsKey }: ModulePagesJob): Promise<UserPlugins> {
  if (userPluginsKey === undefined) return Promise.resolve(NO_USER_PLUGINS);
  if (plugins?.key !== userPluginsKey) plugins = { key: userPluginsKey, loading: loadConfig(root).then((config) => userPlugins(config.markdown)) };
  return plugins.loading;
}
