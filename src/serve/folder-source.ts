import type { Logger } from '../context/logger.js';
import { createRootResolver, type RootWait } from './create-root-resolver.js';
import type { FileSource } from './file-source.js';
import { findFile } from './find-file.js';

/**
 * The built output folder as a file source, looked up afresh on each request: a rebuild that swaps
 * the folder is seen at once, and a folder that is missing for a moment is waited for (see
 * createRootResolver).
 */
export function createFolderSource(dir: string, logger: Logger, wait?: RootWait): FileSource {
  const resolveRoot = createRootResolver(dir, logger, wait);
  return {
    missesMayBeTransient: true,
    async view() {
      const root = await resolveRoot();
      if (!root) return null;
      return {
        async find(relative, trailingSlash) {
          const found = await findFile(root, relative, trailingSlash);
          return found && { kind: 'disk', ...found };
        },
      };
    },
  };
}
