import { themeScript } from '../../templates/layout/theme-script.js';
import type { ChromeView, NavItemView } from '../../templates/view-types.js';
import type { BuildContext } from '../context/build-context.js';
import type { ClientAssets } from '../model/client-assets.js';
import type { SiteModel } from '../model/site-model.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { headAdditionsHtml } from './head-additions.js';
import type { PrerenderedSidebar } from './prerender-sidebars.js';
import { htmlWithBaseUrl } from './html-with-base-url.js';

/** A path under `static/` as a site URL (`img/logo.svg` → `/img/logo.svg`); full URLs stay. */
function staticUrl(file: string | undefined): string | undefined {
  if (!file) return undefined;
  return /^[a-z]+:\/\//i.test(file) || file.startsWith('/') ? file : `/${file}`;
}

/** The navbar's logo: the theme's (with its dark-mode image and text alternative), else `navbar.logo`. */
function siteLogo(config: BuildContext['config']): ChromeView['logo'] {
  const logo = config.theme.logo;
  if (logo)
    return {
      src: staticUrl(logo.src)!,
      ...(logo.srcDark && { srcDark: staticUrl(logo.srcDark) }),
      alt: logo.alt ?? '',
    };
  return config.navbar.logo ? { src: staticUrl(config.navbar.logo)!, alt: '' } : undefined;
}

/** The site-wide chrome (navbar, announcement, footer, assets) built once per build from the config. */
export function buildChromeView(
  context: BuildContext,
  site: Pick<SiteModel, 'homeRoute'>,
  sidebars: Map<string, PrerenderedSidebar>,
  assets: ClientAssets,
): ChromeView {
  const { config } = context;
  const navItems: NavItemView[] = [];
  for (const item of config.navbar.items) {
    if (item.type === 'docSidebar') {
      const href = sidebars.get(item.sidebarId)?.firstRoute;
      if (href === undefined) {
        context.warnings.push(
          makeDiagnostic(
            'NAVBAR_SIDEBAR_EMPTY',
            { file: 'site.config.ts' },
            {
              label: item.label,
              sidebarId: item.sidebarId,
              sidebars: [...sidebars].filter(([, sidebar]) => sidebar.firstRoute !== undefined).map(([id]) => id),
            },
          ),
        );
        continue;
      }
      navItems.push({ kind: 'internal', label: item.label, href, position: item.position, sidebarId: item.sidebarId });
    } else if (item.type === 'internal') {
      navItems.push({ kind: 'internal', label: item.label, href: item.to, position: item.position });
    } else if (item.type === 'dropdown') {
      const items = item.items.map((link) => ({
        label: link.label,
        href: link.to ?? link.href!,
        external: link.to === undefined,
      }));
      navItems.push({ kind: 'dropdown', label: item.label, position: item.position, items });
    } else if (item.type === 'docsVersionDropdown') {
      // Its links depend on the page: the navbar fills them in from the page's versions (see CurrentView).
      if (context.versions) navItems.push({ kind: 'versions', position: item.position });
    } else if (item.type === 'html') {
      navItems.push({ kind: 'html', html: item.value, position: item.position });
    } else {
      navItems.push({
        kind: item.type,
        label: item.label,
        href: item.href,
        position: item.position,
        ...(item.type === 'external' && item.icon && { icon: item.icon }),
      });
    }
  }
  const bar = config.announcementBar;
  return {
    siteTitle: config.title,
    navbarTitle: config.navbar.title ?? config.title,
    homeHref: site.homeRoute,
    logo: siteLogo(config),
    faviconHref: staticUrl(config.favicon),
    navItems,
    announcement: bar && {
      id: bar.id,
      contentHtml: htmlWithBaseUrl(bar.content, config.baseUrl),
      backgroundColor: bar.backgroundColor,
      textColor: bar.textColor,
      isCloseable: bar.isCloseable,
    },
    footer: {
      columns: config.footer.columns.map((column) => ({
        title: column.title,
        items: column.items.map((link) => ({
          label: link.label,
          href: link.to ?? link.href ?? '/',
          external: link.to === undefined,
        })),
      })),
      copyrightHtml:
        config.footer.copyright === undefined ? undefined : htmlWithBaseUrl(config.footer.copyright, config.baseUrl),
      ...(config.footer.logo && { logo: { ...config.footer.logo, src: staticUrl(config.footer.logo.src)! } }),
      style: config.footer.style,
    },
    defaultMode: config.colorMode.defaultMode,
    colorSwitch: config.colorMode.disableSwitch
      ? undefined
      : { followSystem: config.colorMode.respectPrefersColorScheme },
    themeScript: themeScript({
      defaultMode: config.colorMode.defaultMode,
      // With the switch hidden, a choice stored earlier would be one the reader can no longer change.
      respectUserChoice: config.colorMode.respectUserChoice && !config.colorMode.disableSwitch,
      respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme,
      closeableAnnouncementId: bar?.isCloseable ? bar.id : undefined,
    }),
    stylesheets: assets.stylesheets,
    headAdditionsHtml: context.headAdditions ? headAdditionsHtml(config) : '',
    entryScript: assets.entryScript,
    preloads: assets.preloads,
    searchPlaceholder: config.search.placeholder,
    chatWidget: config.chatWidget && {
      scriptUrl: config.chatWidget.scriptUrl,
      initFunction: config.chatWidget.initFunction,
      options: config.chatWidget.options,
    },
  };
}
