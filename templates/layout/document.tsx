import { useContext, type ReactNode } from 'react';
import type { ChromeView, CurrentView, HeadView } from '../view-types.js';
import { CHAT_WIDGET_CONFIG_ID } from '../../client/dom-ids.js';
import { jsonForScript } from '../escape-html.js';
import { AnnouncementBar } from './announcement-bar.js';
import { DocumentHead } from './document-head.js';
import { Footer } from './footer.js';
import { Navbar } from './navbar.js';
import { PartMark } from './part-mark.js';
import { SiteUrlsContext, useSiteHref } from '../site-href.js';

export interface DocumentProps {
  head: HeadView;
  chrome: ChromeView;
  current: CurrentView;
  /** Class on `<body>` naming the page type (`page-doc`, `page-blog-post`…). */
  pageClass: string;
  /** The page area between navbar and footer; it contains `<main id="main-content">`. */
  children: ReactNode;
}

/** The whole HTML document: head, skip link, announcement bar, navbar, the page and the footer. */
export function Document({ head, chrome, current, pageClass, children }: DocumentProps) {
  const { baseUrl } = useContext(SiteUrlsContext);
  const href = useSiteHref();
  return (
    // The client reads the base URL from the page (client/site-base-url.ts); `/` goes without saying.
    <html lang="en" data-theme={chrome.defaultMode} data-base-url={baseUrl === '/' ? undefined : baseUrl}>
      <DocumentHead head={head} chrome={chrome} />
      <body className={pageClass}>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        {chrome.announcement ? <AnnouncementBar announcement={chrome.announcement} /> : null}
        <Navbar chrome={chrome} current={current} />
        <PartMark part="area" />
        <div className="page-wrapper">{children}</div>
        <PartMark part="area" end />
        <Footer footer={chrome.footer} />
        {chrome.chatWidget ? (
          <script
            type="application/json"
            id={CHAT_WIDGET_CONFIG_ID}
            dangerouslySetInnerHTML={{
              __html: jsonForScript({ ...chrome.chatWidget, scriptUrl: href(chrome.chatWidget.scriptUrl) }),
            }}
          />
        ) : null}
      </body>
    </html>
  );
}
