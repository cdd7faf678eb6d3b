import type { Plugin } from 'esbuild';
import { themeModules } from '../../../templates/mdx/theme-modules.js';

/**
 * Resolves the imports a Docusaurus page makes: `@theme/Tabs` and the other theme and core modules
 * docs-build provides (left external: the page's module gets them from this process, see
 * evaluate-page-modules.ts), and `@site/…`, a path from the site root. An unknown `@theme/` or
 * `@docusaurus/` module fails at its import, listing the ones there are.
 */
export function docusaurusImportsPlugin(root: string): Plugin {
  return {
    name: 'docusaurus-imports',
    setup(build) {
      build.onResolve({ filter: /^@(theme|docusaurus)\// }, (args) => {
        if (args.path in themeModules) return { path: args.path, external: true };
        return {
          errors: [
            {
              text: `docs-build has no "${args.path}"; it provides ${Object.keys(themeModules).join(', ')}`,
            },
          ],
        };
      });
      build.onResolve({ filter: /^@site\// }, (args) =>
        build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: root, kind: args.kind, importer: args.importer }),
      );
    },
  };
}
