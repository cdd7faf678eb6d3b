import { installAnnouncementClose } from './behaviours/announcement-close.js';
import { installCodeCopy } from './behaviours/code-copy.js';
import { installCopyDocs } from './behaviours/copy-docs.js';
import { installCopyPage } from './behaviours/copy-page.js';
import { loadExampleTabs } from './behaviours/load-example-tabs.js';
import { installMobileMenu } from './behaviours/mobile-menu.js';
import { installNavbarAutoHide } from './behaviours/navbar-auto-hide.js';
import { installNavbarDropdowns } from './behaviours/navbar-dropdowns.js';
import { revealCurrentSidebarLink } from './behaviours/reveal-current-sidebar-link.js';
import { installSidebarCategories } from './behaviours/sidebar-categories.js';
import { installSidebarToggle } from './behaviours/sidebar-toggle.js';
import { installTocHighlight } from './behaviours/toc-highlight.js';
import { installTocInlineClose } from './behaviours/toc-inline-close.js';
import { afterInteractive } from './after-interactive.js';
import { CHAT_WIDGET_CONFIG_ID, TRY_IT_OPEN_ATTRIBUTE } from './dom-ids.js';
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
installCopyPage(document);
installNavbarAutoHide(document);
installNavbarDropdowns(document);
installMobileMenu(document);
installTocHighlight(document);
installTocInlineClose(document);

const router = installClientRouter(new URL(import.meta.url).pathname);
const islands = createIslandHost((error) => router.crash(error));
onEveryPage(() => {
  islands.release();
  void islands.hydrate(document);
  revealCurrentSidebarLink(document);
  // Endpoint pages only: their sample and response tabs, in a chunk of their own.
  loadExampleTabs(document);
});
// Endpoint pages' "Try it": the console's code is loaded on the click, never before.
document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.<HTMLElement>(`[${TRY_IT_OPEN_ATTRIBUTE}]`);
  if (button) void import('./try-it/try-it-console.js').then(({ toggleTryIt }) => toggleTryIt(document, button));
});
if (document.getElementById(CHAT_WIDGET_CONFIG_ID)) {
  afterInteractive(() => void import('./chat-widget.js').then(({ startChatWidget }) => startChatWidget(document)));
}
