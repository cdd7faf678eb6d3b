import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/config-schema.js';
import type { OutputFile } from '../model/output-file.js';
import { contentHash } from '../paths/content-hash.js';
import { themeStylesheet } from './theme-stylesheet.js';

/** The site's own stylesheets: the files, by output path, and their URLs in the order pages link them. */
export interface SiteStylesheets {
  files: Map<string, OutputFile>;
  urls: string[];
}

/**
 * The stylesheets a site adds to docs-build's, each hashed like every asset: the one made from its
 * `theme` (when it sets anything), then its `customCss` files in the order given, so that they win.
 */
export function siteStylesheets(root: string, config: Pick<SiteConfig, 'theme' | 'customCss'>): SiteStylesheets {
  const stylesheets: SiteStylesheets = { files: new Map(), urls: [] };
  const add = (name: string, css: string) => {
    const file = `assets/${name}-${contentHash(css)}.css`;
    stylesheets.files.set(file, { contents: css });
    stylesheets.urls.push(`/${file}`);
  };
  const theme = themeStylesheet(config.theme);
  if (theme !== '') add('theme', theme);
  for (const written of config.customCss)
    add(path.basename(written, '.css'), fs.readFileSync(path.resolve(root, written), 'utf8'));
  return stylesheets;
}
