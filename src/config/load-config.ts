import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import type { z } from 'zod';
import { BuildError, type Diagnostic } from '../diagnostics/diagnostic.js';
import { esbuildDiagnostics } from '../diagnostics/esbuild-diagnostics.js';
import { configKeyLine } from './config-key-line.js';
import { configSchema, type SiteConfig } from './config-schema.js';
import { defineConfig } from './define-config.js';
import { CONFIG_TIMEOUT_ENV, configTimeoutMs, runConfigModule } from './run-config-module.js';

export const CONFIG_FILE = 'site.config.ts';

/** The config a site without `site.config.ts` gets. */
const FALLBACK_CONFIG = { title: 'Documentation' };

/**
 * Loads `site.config.ts` from the site root (bundled by esbuild, run in memory within a time limit),
 * validates it and fills in defaults. A site without a config file gets the defaults.
 */
export async function loadConfig(root: string): Promise<SiteConfig> {
  const file = path.join(root, CONFIG_FILE);
  if (!fs.existsSync(file)) return parseConfig(FALLBACK_CONFIG, undefined);
  const exported = await evaluateConfigModule(file);
  return parseConfig(exported, { file: CONFIG_FILE, text: fs.readFileSync(file, 'utf8') });
}

async function evaluateConfigModule(file: string): Promise<unknown> {
  let code: string;
  try {
    const result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      external: ['docs-build'],
      logLevel: 'silent',
    });
    code = result.outputFiles[0]!.text;
  } catch (error) {
    throw new BuildError(
      esbuildDiagnostics(error, { code: 'CONFIG_SYNTAX', root: path.dirname(file), file: CONFIG_FILE, hint: `Fix the TypeScript in ${CONFIG_FILE}.`, failure: { code: 'CONFIG_LOAD' } }),
    );
  }
  const siteRequire = createRequire(file);
  const requireShim = (id: string): unknown => (id === 'docs-build' ? { defineConfig } : siteRequire(id));
  const timeoutMs = configTimeoutMs();
  const run = await runConfigModule(code, file, requireShim, timeoutMs);
  if (run.status === 'timeout') {
    throw new BuildError([
      {
        code: 'CONFIG_TIMEOUT',
        severity: 'error',
        message: `${CONFIG_FILE} did not finish loading within ${timeoutMs / 1000} s${run.waitingFor === 'promise' ? ': its export is a promise that did not settle' : ''}`,
        location: { file: CONFIG_FILE },
        hint:
          `Look for a loop that never ends or a promise that never settles at the top level of ${CONFIG_FILE} or in a module it imports; ` +
          `a config that is slow on purpose can have longer with ${CONFIG_TIMEOUT_ENV}=<milliseconds>.`,
      },
    ]);
  }
  if (run.status === 'threw') {
    throw new BuildError([
      {
        code: 'CONFIG_THROWS',
        severity: 'error',
        message: `${CONFIG_FILE} threw while loading: ${run.error instanceof Error ? run.error.message : String(run.error)}`,
        location: { file: CONFIG_FILE },
        hint: 'The config must be plain data: fix the expression that throws.',
      },
    ]);
  }
  const { exported } = run;
  if (exported === undefined) {
    throw new BuildError([
      {
        code: 'CONFIG_NO_DEFAULT_EXPORT',
        severity: 'error',
        message: `${CONFIG_FILE} has no default export`,
        location: { file: CONFIG_FILE },
        hint: 'Write `export default defineConfig({ ... })`.',
      },
    ]);
  }
  return exported;
}

/** Validates a config object; each problem names its key path, what was expected and, when found, the line. */
export function parseConfig(input: unknown, source: { file: string; text: string } | undefined): SiteConfig {
  const result = configSchema.safeParse(input);
  if (result.success) return result.data;
  throw new BuildError(result.error.issues.map((issue) => issueToDiagnostic(issue, source)));
}

function issueToDiagnostic(issue: z.core.$ZodIssue, source: { file: string; text: string } | undefined): Diagnostic {
  const keyPath = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
  const location = source ? { file: source.file, line: configKeyLine(source.text, issue.path) } : undefined;
  return {
    code: 'CONFIG_INVALID',
    severity: 'error',
    message: `config key "${keyPath}": ${issue.message}`,
    location: location ?? { file: CONFIG_FILE },
    hint: `Fix "${keyPath}" in ${CONFIG_FILE}; the fields and their types are documented on defineConfig.`,
  };
}
