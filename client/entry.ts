import { installAnnouncementClose } from './behaviours/announcement-close.js';
import { installCodeCopy } from './behaviours/code-copy.js';
import { installCopyDocs } from './behaviours/copy-docs.js';
import { installMobileMenu } from './behaviours/mobile-menu.js';
import { installNavbarAutoHide } from './behaviours/navbar-auto-hide.js';
import { revealCurrentSidebarLink } from './behaviours/reveal-current-sidebar-link.js';
import { installSidebarCategories } from './behaviours/sidebar-categories.js';
import { installSidebarToggle } from './behaviours/sidebar-toggle.js';
import { installTocHighlight } from './behaviours/toc-highlight.js';
import { startChatWidget } from './chat-widget.js';
import { createIslandHost } from './island-host.js';
import { installClientRouter } from './navigation/client-router.js';
import { onEveryPage } from './page-events.js';
import './search/search-launcher.js';

// The client entry every page loads as a module (deferred: it never blocks the first paint). Cheap
// delegated listeners first; React is loaded only to hydrate islands (each island is its own chunk).
installCodeCopy(document);
installSidebarCategories(document);
installSidebarToggle(document);
installAnnouncementClose(document);
installCopyDocs(document);
installNavbarAutoHide(document);
installMobileMenu(document);
installTocHighlight(document);

const router = installClientRouter(new URL(import.meta.url).pathname);
const islands = createIslandHost((error) => router.crash(error));
onEveryPage(() => {
  islands.release();
  void islands.hydrate(document);
  revealCurrentSidebarLink(document);
});
startChatWidget(document);
