import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { NotCarried } from './docusaurus-reading.js';

/**
 * What a Docusaurus project holds outside its config that docs-build does not build: swizzled
 * components (`src/theme/`), pages of `src/pages/` and translations.
 */
export function docusaurusProjectLeftovers(root: string): NotCarried[] {
  const found: NotCarried[] = [];
  // One entry a component (`Footer/index.js` and `Footer/styles.module.css` are one), at its code file.
  const components = new Map<string, string>();
  for (const file of filesUnder(root, 'src/theme')) {
    const component =
      path.posix.dirname(file) === 'src/theme'
        ? path.posix.basename(file).replace(/\.[^.]+$/, '')
        : path.posix.relative('src/theme', path.posix.dirname(file));
    if (!components.has(component) || /\.[jt]sx?$/.test(file))
      components.set(component, components.get(component)?.match(/\.[jt]sx?$/) ? components.get(component)! : file);
  }
  for (const [component, file] of components) {
    found.push({
      file,
      what: `swizzled component ${component}`,
      why: 'docs-build renders pages with its own theme: swizzled components are not used',
    });
  }
  for (const file of filesUnder(root, 'src/pages')) {
    if (!/\.(?:[jt]sx?|mdx?)$/.test(file) || /(?:^|\/)_/.test(path.posix.relative('src/pages', file))) continue;
    const route = `/${path.posix
      .relative('src/pages', file)
      .replace(/\.[^.]+$/, '')
      .replace(/(?:^|\/)index$/, '')}`;
    const markdown = /\.mdx?$/.test(file);
    found.push({
      file,
      what: `page ${route}`,
      why: markdown
        ? 'a Markdown page of src/pages: move it to content/pages/ to build it'
        : 'a React page: not built (write it in Markdown or MDX under content/pages/)',
    });
  }
  // versions.json, versioned_docs/ and versioned_sidebars/ are read as they are (see config/doc-versions.ts).
  if (isFolder(root, 'i18n'))
    found.push({
      file: 'i18n/',
      what: 'translations',
      why: 'docs-build builds one locale: the files in the docs folder',
    });
  return found;
}

function filesUnder(root: string, folder: string): string[] {
  if (!isFolder(root, folder)) return [];
  return fg.sync(`${folder}/**/*`, { cwd: root, ignore: ['**/node_modules/**'], dot: false }).sort();
}

function isFolder(root: string, folder: string): boolean {
  return fs.statSync(path.join(root, folder), { throwIfNoEntry: false })?.isDirectory() ?? false;
}
