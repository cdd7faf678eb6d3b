import type { Pluggable, PluggableList, Plugin } from 'unified';
import type { MarkdownConfig } from '../config/markdown-config-schema.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';

/** The site's own unified plugins (`markdown.*Plugins` in the config), each wrapped to name itself when it throws. */
export interface UserPlugins {
  beforeDefaultRemark: PluggableList;
  remark: PluggableList;
  rehype: PluggableList;
}

export const NO_USER_PLUGINS: UserPlugins = { beforeDefaultRemark: [], remark: [], rehype: [] };

/** Whether the config adds any unified plugin. */
export function hasUserPlugins(markdown: MarkdownConfig): boolean {
  return markdown.remarkPlugins.length + markdown.rehypePlugins.length + markdown.beforeDefaultRemarkPlugins.length > 0;
}

export function userPlugins(markdown: MarkdownConfig): UserPlugins {
  const list = (plugins: Pluggable[], kind: string) => plugins.map((entry, index) => attributed(entry, `${kind}[${index}]`));
  return {
    beforeDefaultRemark: list(markdown.beforeDefaultRemarkPlugins, 'markdown.beforeDefaultRemarkPlugins'),
    remark: list(markdown.remarkPlugins, 'markdown.remarkPlugins'),
    rehype: list(markdown.rehypePlugins, 'markdown.rehypePlugins'),
  };
}

/** An error thrown by a plugin of the site, with which one it was. */
export class UserPluginError extends Error {
  constructor(
    readonly plugin: string,
    readonly cause: unknown,
  ) {
    super(`${plugin} threw: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** A plugin of the site that threw on a page, at the place the plugin gave (a VFileMessage's or a node's), if any. */
export function userPluginDiagnostic(error: unknown, file: string): Diagnostic | undefined {
  if (!(error instanceof UserPluginError)) return undefined;
  const cause = error.cause as { reason?: string; message?: string; line?: number; column?: number; place?: unknown; position?: unknown } | undefined;
  const place = (cause?.place ?? cause?.position) as { line?: number; column?: number; start?: { line?: number; column?: number } } | undefined;
  const start = place && 'start' in place ? place.start : place;
  const line = start?.line ?? cause?.line ?? undefined;
  const column = start?.column ?? cause?.column ?? undefined;
  const location = { file, ...(line ? { line, ...(column ? { column: column - 1 } : {}) } : {}) };
  return makeDiagnostic('MARKDOWN_PLUGIN_THROWS', location, { plugin: error.plugin, reason: cause?.reason ?? cause?.message ?? String(cause) });
}

/**
 * The plugin with its transformer wrapped, so an error it throws (or rejects with, or passes to its
 * callback) reaches the page's diagnostics named as this plugin. Its parser and compiler extensions
 * (`this.data(…)`) are set up by the plugin itself, unchanged.
 */
function attributed(entry: Pluggable, name: string): Pluggable {
  const [plugin, ...options] = Array.isArray(entry) ? entry : [entry];
  if (typeof plugin !== 'function') return entry;
  const pluginName = (plugin as { name?: string }).name ? `${name} (${(plugin as { name: string }).name})` : name;
  const wrapped: Plugin<unknown[]> = function (this: unknown, ...args: unknown[]) {
    let transformer: unknown;
    try {
      transformer = (plugin as (...a: unknown[]) => unknown).apply(this, args);
    } catch (error) {
      throw new UserPluginError(pluginName, error);
    }
    if (typeof transformer !== 'function') return transformer as undefined;
    const transform = transformer as (tree: unknown, file: unknown, next?: (error?: unknown, tree?: unknown) => void) => unknown;
    return async (tree: unknown, file: unknown) => {
      try {
        if (transform.length > 2) {
          return await new Promise<any>((resolve, reject) => {
            transform(tree, file, (error, result) => (error ? reject(error) : resolve(result)));
          });
        }
        return (await transform(tree, file)) as any;
      } catch (error) {
        throw new UserPluginError(pluginName, error);
      }
    };
  } as Plugin<unknown[]>;
  return [wrapped, ...options] as Pluggable;
}
