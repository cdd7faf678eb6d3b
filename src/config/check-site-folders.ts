import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { isInsideFolder } from '../paths/is-inside-folder.js';
import type { SiteConfig } from './config-schema.js';

/** Where a config key is written, for a diagnostic (the config file and the key's line). */
export type KeyLocator = (keyPath: string[]) => { file: string; line?: number };

/**
 * The config with the folders and the sidebars file it names made relative to the site root, with `/`
 * separators (`path.join(__dirname, 'docs')` → `docs`), so the rest of the build, and the cache keys
 * made from the config, do not depend on where the site is.
 */
export function relativeToRoot(root: string, config: SiteConfig): SiteConfig {
  const relative = (written: string) => path.relative(root, path.resolve(root, written)).split(path.sep).join('/');
  return {
    ...config,
    docs: { ...config.docs, path: relative(config.docs.path) },
    blog: { ...config.blog, path: relative(config.blog.path) },
    staticDir: relative(config.staticDir),
    ...(typeof config.sidebars === 'string' && { sidebars: relative(config.sidebars) }),
    customCss: config.customCss.map(relative),
  };
}

/**
 * The folders and files the config points at (`docs.path`, `blog.path`, `staticDir`, a sidebars file,
 * the `customCss` stylesheets, which must exist) must lie inside the site root: the build reads and publishes them, and the output-folder checks and
 * `watch` only guard what is inside it.
 */
export function checkSiteFolders(root: string, config: SiteConfig, locate: KeyLocator): Diagnostic[] {
  const entries: [string[], string | undefined][] = [
    [['docs', 'path'], config.docs.path],
    [['blog', 'path'], config.blog.path],
    [['staticDir'], config.staticDir],
    [['sidebars'], typeof config.sidebars === 'string' ? config.sidebars : undefined],
    ...config.customCss.map((file, index): [string[], string] => [
      ['customCss', ...(config.customCss.length > 1 ? [String(index)] : [])],
      file,
    ]),
  ];
  const diagnostics: Diagnostic[] = [];
  for (const [keyPath, written] of entries) {
    if (written === undefined) continue;
    const absolute = path.resolve(root, written);
    const key = keyPath.join('.');
    if (absolute !== path.resolve(root) && isInsideFolder(absolute, root)) {
      if (keyPath[0] === 'customCss' && !fs.existsSync(absolute))
        diagnostics.push(makeDiagnostic('CUSTOM_CSS_MISSING', locate(keyPath), { key, written }));
      continue;
    }
    diagnostics.push(
      makeDiagnostic('CONFIG_INVALID', locate(keyPath), {
        key,
        written,
        outsideAt: absolute === path.resolve(root) ? undefined : absolute,
      }),
    );
  }
  return diagnostics;
}
