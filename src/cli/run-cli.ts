import { spawn } from 'node:child_process';
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { buildSite } from '../build/build-site.js';
import { consoleLogger, type Logger } from '../context/logger.js';
import { BuildError, UsageError } from '../diagnostics/diagnostic.js';
import { formatInternalError } from '../diagnostics/internal-error.js';
import { formatDiagnostic } from '../diagnostics/format-diagnostic.js';
import { configSchema } from '../config/config-schema.js';
import { loadConfig } from '../config/load-config.js';
// init, version, serve and watch are imported when their command runs: a build does not load their code
// (Babel's parser for Docusaurus configs, the WebSocket server, the file watcher).

const EXIT_OK = 0;
const EXIT_BUILD_ERROR = 1;
const EXIT_USAGE = 2;

/** Runs the `docs-build` command line; resolves to the process exit code. */
export async function runCli(argv: string[], logger: Logger = consoleLogger): Promise<number> {
  let exitCode = EXIT_OK;
  const program = new Command('docs-build')
    .description('Build, serve and preview an API documentation site.')
    .exitOverride()
    .configureOutput({
      writeErr: (text) => logger.error(text.trimEnd()),
      writeOut: (text) => logger.info(text.trimEnd()),
    })
    .showHelpAfterError('(run docs-build --help for usage)');

  program
    .command('build')
    .description('Build the site into static files.')
    .option('--root <dir>', 'folder with site.config.ts and content/', '.')
    .option('--out-dir <dir>', 'output folder, relative to the root', 'build')
    .option('--no-cache', 'render everything, neither reading nor writing the build cache')
    .addHelpText(
      'after',
      '\nExamples:\n  $ docs-build build\n  $ docs-build build --root website --out-dir dist\n  $ docs-build build --no-cache',
    )
    .action(async (options: { root: string; outDir: string; cache: boolean }) => {
      exitCode = await runBuild(options, logger);
    });

  program
    .command('serve')
    .description('Serve a built site.')
    .option('--root <dir>', 'site folder', '.')
    .option('--dir <dir>', 'built output folder, relative to the root', 'build')
    .addOption(new Option('--port <port>', 'port to listen on').default(3000).argParser(parsePort))
    .option('--host <host>', 'address to bind', '127.0.0.1')
    .addOption(
      new Option('--base-url <path>', 'path the site was built for (default: baseUrl of site.config.ts)').argParser(
        parseBaseUrl,
      ),
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ docs-build serve\n  $ docs-build serve --port 8080 --host 0.0.0.0\n  $ docs-build serve --base-url /my-project/',
    )
    .action(async (options: { root: string; dir: string; port: number; host: string; baseUrl?: string }) => {
      exitCode = await runServe(options, logger);
    });

  program
    .command('watch')
    .description('Build, serve, rebuild on change and reload the browser.')
    .option('--root <dir>', 'site folder', '.')
    .addOption(new Option('--port <port>', 'port to listen on').default(3000).argParser(parsePort))
    .option('--host <host>', 'address to bind', '127.0.0.1')
    .option('--open', 'open the site in the default browser')
    .option(
      '--with-scripts',
      "add the config's headTags, scripts, stylesheets and analytics to the pages (left out by default)",
    )
    .addHelpText('after', '\nExamples:\n  $ docs-build watch\n  $ docs-build watch --port 4000 --open')
    .action(async (options: { root: string; port: number; host: string; open?: boolean; withScripts?: boolean }) => {
      exitCode = await runWatch(options, logger);
    });

  program
    .command('init')
    .description('Write a small working site into a new or empty folder, or a site.config.ts for a Docusaurus project.')
    .argument('[dir]', 'folder of the new site (with --from-docusaurus: the Docusaurus project folder)', '.')
    .addOption(
      new Option('--openapi <file>', 'an OpenAPI spec (YAML or JSON) to build an API reference from').conflicts(
        'fromDocusaurus',
      ),
    )
    .option(
      '--from-docusaurus',
      "write a site.config.ts from the folder's docusaurus.config.{js,mjs,cjs,ts} and list what it could not carry",
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ docs-build init my-docs\n  $ docs-build init api-docs --openapi openapi.yaml\n  $ docs-build init --from-docusaurus website',
    )
    .action(async (dir: string, options: { openapi?: string; fromDocusaurus?: boolean }) => {
      exitCode = options.fromDocusaurus
        ? await runInitFromDocusaurus(dir, logger)
        : await runInit(dir, options, logger);
    });

  program
    .command('version')
    .description(
      'Cut a version of the docs, as `docusaurus docs:version` does: copy the current docs and sidebars, add it to versions.json.',
    )
    .argument('<version>', 'name of the new version (1.2.0)')
    .option('--root <dir>', 'site folder', '.')
    .addHelpText('after', '\nExamples:\n  $ docs-build version 1.2.0\n  $ docs-build version 2.0 --root website')
    .action(async (version: string, options: { root: string }) => {
      exitCode = await runVersion(version, options, logger);
    });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    return reportInternalError(error, logger);
  }
  return exitCode;
}

async function runBuild(options: { root: string; outDir: string; cache: boolean }, logger: Logger): Promise<number> {
  const root = path.resolve(options.root);
  try {
    const result = await buildSite({ root, outDir: options.outDir, logger, cache: options.cache });
    const relativeOut = path.relative(process.cwd(), result.outDir) || '.';
    logger.info(`Built ${result.pages.length} pages in ${Math.round(result.durationMs)} ms → ${relativeOut}/`);
    if (result.warnings.length > 0) {
      logger.warn(`${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'}:`);
      for (const warning of result.warnings) logger.warn(formatDiagnostic(warning, root));
    }
    return EXIT_OK;
  } catch (error) {
    const count = error instanceof BuildError ? error.diagnostics.length : 0;
    return reportFailure(
      error,
      root,
      logger,
      `Build failed with ${count} error${count === 1 ? '' : 's'}. The previous output was left untouched.`,
    );
  }
}

async function runVersion(version: string, options: { root: string }, logger: Logger): Promise<number> {
  const root = path.resolve(options.root);
  try {
    const { cutVersion } = await import('../version/cut-version.js');
    const cut = await cutVersion({ root, version });
    logger.info(
      `Cut version ${version}: the docs are copied to ${cut.folder}/, the sidebars to ${cut.sidebarsFile}; versions.json lists ${cut.versions.join(', ')}.`,
    );
    return EXIT_OK;
  } catch (error) {
    return reportFailure(error, root, logger, 'No version was cut.');
  }
}

async function runInit(dir: string, options: { openapi?: string }, logger: Logger): Promise<number> {
  try {
    const { initSite } = await import('../init/init-site.js');
    const { root, files } = await initSite({ dir, ...(options.openapi !== undefined && { openapi: options.openapi }) });
    const where = path.relative(process.cwd(), root) || '.';
    const rootOption = where === '.' ? '' : ` --root ${where}`;
    logger.info(`Wrote a new site in ${where}/: ${files.join(', ')}.`);
    logger.info(
      `Next:\n  docs-build watch${rootOption}   # preview while you write\n  docs-build build${rootOption}   # build it into ${where === '.' ? '' : `${where}/`}build/`,
    );
    return EXIT_OK;
  } catch (error) {
    return reportFailure(
      error,
      path.resolve(dir),
      logger,
      'The new site did not build: init removed the files it had written.',
    );
  }
}

async function runInitFromDocusaurus(dir: string, logger: Logger): Promise<number> {
  const root = path.resolve(dir);
  try {
    const { initFromDocusaurus } = await import('../init/init-from-docusaurus.js');
    const { from, notCarried, pages, warnings } = await initFromDocusaurus({ dir });
    const where = path.relative(process.cwd(), root) || '.';
    const rootOption = where === '.' ? '' : ` --root ${where}`;
    logger.info(
      `Wrote ${where === '.' ? '' : `${where}/`}site.config.ts from ${from}; the site builds with it (${pages} pages${warnings.length > 0 ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : ''}).`,
    );
    if (notCarried.length > 0) {
      const places = notCarried.map(({ file, line }) => `${file}${line === undefined ? '' : `:${line}`}`);
      const width = Math.min(Math.max(...places.map((place) => place.length)), 40);
      logger.info(
        `Not carried (${notCarried.length}), where each is written:\n${notCarried.map(({ what, why }, i) => `  ${places[i]!.padEnd(width)}  ${what}: ${why}`).join('\n')}`,
      );
    }
    for (const warning of warnings) logger.warn(formatDiagnostic(warning, root));
    logger.info(
      `Next:\n  docs-build watch${rootOption}   # preview while you write\n  docs-build build${rootOption}   # build it into ${where === '.' ? '' : `${where}/`}build/`,
    );
    return EXIT_OK;
  } catch (error) {
    const unread =
      !(error instanceof BuildError) || error.diagnostics.some((diagnostic) => diagnostic.code.startsWith('INIT_'));
    return reportFailure(
      error,
      root,
      logger,
      unread ? 'Nothing was written.' : 'The site did not build with the written site.config.ts: init removed it.',
    );
  }
}

async function runServe(
  options: { root: string; dir: string; port: number; host: string; baseUrl?: string },
  logger: Logger,
): Promise<number> {
  const root = path.resolve(options.root);
  try {
    // The site is served under the path it was built for, as `docusaurus serve` reads it from the config.
    const baseUrl = options.baseUrl ?? (await loadConfig(root)).baseUrl;
    const { serveSite } = await import('../serve/serve-site.js');
    const server = await serveSite({
      dir: path.resolve(root, options.dir),
      port: options.port,
      host: options.host,
      baseUrl,
      logger,
    });
    logger.info(
      `Serving ${path.relative(process.cwd(), path.resolve(root, options.dir)) || '.'} at ${server.url}${baseUrl === '/' ? '' : baseUrl}`,
    );
    await new Promise<void>((resolve) => {
      const stop = () => void server.close().then(resolve);
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    return EXIT_OK;
  } catch (error) {
    return reportFailure(error, root, logger);
  }
}

async function runWatch(
  options: { root: string; port: number; host: string; open?: boolean; withScripts?: boolean },
  logger: Logger,
): Promise<number> {
  const root = path.resolve(options.root);
  try {
    const started = performance.now();
    const { watchSite } = await import('../watch/watch-site.js');
    const watching = await watchSite({
      root,
      port: options.port,
      host: options.host,
      logger,
      withScripts: options.withScripts ?? false,
    });
    const siteUrl = watching.baseUrl === '/' ? watching.url : `${watching.url}${watching.baseUrl}`;
    logger.info(
      `Watching ${path.relative(process.cwd(), root) || '.'}; serving at ${siteUrl} (ready in ${Math.round(performance.now() - started)} ms). Ctrl+C stops.`,
    );
    if (options.open) openInBrowser(siteUrl, logger);
    await new Promise<void>((resolve) => {
      const stop = () => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        void watching.close().then(() => {
          logger.info('Stopped watching.');
          resolve();
        });
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
    return EXIT_OK;
  } catch (error) {
    return reportFailure(error, root, logger);
  }
}

/** Opens a URL with the platform's opener; a failure is only a warning. */
function openInBrowser(url: string, logger: Logger): void {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(command, args, { detached: true, stdio: 'ignore' });
    child.on('error', (error) => logger.warn(`Could not open a browser (${error.message}); open ${url} yourself.`));
    child.unref();
  } catch (error) {
    logger.warn(
      `Could not open a browser (${error instanceof Error ? error.message : String(error)}); open ${url} yourself.`,
    );
  }
}

function reportFailure(error: unknown, root: string, logger: Logger, summary?: string): number {
  if (!(error instanceof BuildError)) return reportInternalError(error, logger);
  for (const diagnostic of error.diagnostics) logger.error(`${formatDiagnostic(diagnostic, root)}\n`);
  if (error instanceof UsageError) return EXIT_USAGE;
  if (summary) logger.error(summary);
  return EXIT_BUILD_ERROR;
}

/** The last resort for an error no stage foresaw: a diagnostic with the page and how to report it. */
export function reportInternalError(error: unknown, logger: Logger = consoleLogger): number {
  logger.error(formatInternalError(error, Boolean(process.env.DOCS_BUILD_DEBUG)));
  return EXIT_BUILD_ERROR;
}

function parseBaseUrl(value: string): string {
  const parsed = configSchema.shape.baseUrl.safeParse(value);
  if (!parsed.success)
    throw new InvalidArgumentError(parsed.error.issues[0]?.message ?? 'expected a path that starts and ends with "/"');
  return parsed.data;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new InvalidArgumentError('expected a port number from 0 to 65535');
  return port;
}
