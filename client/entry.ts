import { installAnnouncementClose } from './behaviours/announcement-close.js';
import { installCodeCopy } from './behaviours/code-copy.js';
import { installSidebarCategories } from './behaviours/sidebar-categories.js';

// The client entry every page loads as a module: cheap delegated listeners first, then React only for
// pages that have islands (each island is its own chunk).
installCodeCopy(document);
installSidebarCategories(document);
installAnnouncementClose(document);

const markers = document.querySelectorAll<HTMLElement>('[data-island]');
if (markers.length > 0) {
  void import('./hydrate-islands.js').then(({ hydrateIslands }) => hydrateIslands(markers));
}
