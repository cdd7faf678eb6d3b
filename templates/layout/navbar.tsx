import { CodeHostIcon, CopyIcon, ExternalLinkIcon, GitHubIcon, MenuIcon, SearchIcon } from '../../client/icons.js';
import { ThemeToggle, type ThemeToggleProps } from '../../client/islands/theme-toggle.js';
import { COPY_STATE_LABELS } from '../../client/behaviours/copy-state-labels.js';
import { Island } from '../island.js';
import type {
  ChromeView,
  CurrentView,
  NavDropdownView,
  NavItemView,
  NavLinkView,
  VersionsView,
} from '../view-types.js';
import { useSiteHref } from '../site-href.js';
import { BrandIcon } from './brand-icons.js';

const COPY_DOCS_LABELS = ['Copy Docs', ...Object.values(COPY_STATE_LABELS)].join('\n');

export interface NavbarProps {
  chrome: ChromeView;
  current: CurrentView;
}

/** The top bar: brand, section links, search, Copy Docs, code host and the colour-mode toggle. */
export function Navbar({ chrome, current }: NavbarProps) {
  const left = chrome.navItems.filter((item) => item.position === 'left');
  const right = chrome.navItems.filter((item) => item.position === 'right');
  const themeProps: ThemeToggleProps = {
    defaultMode: chrome.defaultMode,
    followSystem: chrome.colorSwitch?.followSystem ?? false,
  };
  const logo = chrome.logo;
  const href = useSiteHref();
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <button
          type="button"
          className="navbar-icon-button navbar-menu-button"
          aria-label="Toggle navigation bar"
          aria-expanded="false"
        >
          <MenuIcon />
        </button>
        <a className="navbar-brand" href={href(chrome.homeHref)}>
          {logo ? (
            <img
              className={logo.srcDark ? 'navbar-logo navbar-logo--light' : 'navbar-logo'}
              src={href(logo.src)}
              alt={logo.alt}
              width={32}
              height={32}
            />
          ) : null}
          {logo?.srcDark ? (
            <img
              className="navbar-logo navbar-logo--dark"
              src={href(logo.srcDark)}
              alt={logo.alt}
              width={32}
              height={32}
            />
          ) : null}
          <span className="navbar-title">{chrome.navbarTitle}</span>
        </a>
        <ul className="navbar-items navbar-items--left">
          {left.map((item, index) => (
            <li key={index}>
              <NavItem item={item} current={current} />
            </li>
          ))}
        </ul>
        <div className="navbar-items navbar-items--right">
          {right.length > 0 ? (
            <ul className="navbar-items">
              {right.map((item, index) => (
                <li key={index}>
                  <NavItem item={item} current={current} />
                </li>
              ))}
            </ul>
          ) : null}
          <button type="button" className="navbar-search-button" aria-label="Search" aria-keyshortcuts="Control+K">
            <SearchIcon />
            <span className="navbar-search-label">Search</span>
            {/* The shortcut hint is drawn by CSS from data-key, so the button's visible text stays its name. */}
            <span className="navbar-search-keys" aria-hidden="true">
              <kbd data-key="Ctrl" />
              <kbd data-key="K" />
            </span>
          </button>
          <button type="button" className="navbar-copy-docs">
            <CopyIcon />
            {/* data-labels: every label it may show, so CSS can keep the widest one's room (no jump when it changes). */}
            <span className="navbar-copy-docs-label" data-labels={COPY_DOCS_LABELS}>
              Copy Docs
            </span>
          </button>
          {chrome.colorSwitch ? (
            <Island name="ThemeToggle" props={themeProps}>
              <ThemeToggle {...themeProps} />
            </Island>
          ) : null}
        </div>
      </nav>
    </header>
  );
}

function NavItem({ item, current }: { item: NavItemView; current: CurrentView }) {
  if (item.kind === 'html') return <div className="navbar-html" dangerouslySetInnerHTML={{ __html: item.html }} />;
  if (item.kind === 'dropdown') return <NavDropdown item={item} current={current} />;
  if (item.kind === 'versions') return current.versions ? <VersionDropdown versions={current.versions} /> : null;
  return <NavLink item={item} current={current} />;
}

/**
 * The docs version dropdown: the version read, and a link to each version's copy of the page (or its
 * first page when it has none). A `<details>`, like the other dropdowns.
 */
function VersionDropdown({ versions }: { versions: VersionsView }) {
  const href = useSiteHref();
  return (
    <details className="navbar-dropdown navbar-versions" data-navbar-dropdown="">
      <summary className="navbar-dropdown-toggle" aria-label={`Docs version: ${versions.label}`}>
        {versions.label}
        <span className="navbar-dropdown-chevron" aria-hidden="true" />
      </summary>
      <ul className="navbar-dropdown-menu">
        {versions.items.map((link) => (
          <li key={link.label}>
            <a
              className={
                link.active
                  ? 'navbar-link navbar-dropdown-link navbar-link--active'
                  : 'navbar-link navbar-dropdown-link'
              }
              href={href(link.href)}
              aria-current={link.active ? 'true' : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * A menu of links under a label: a `<details>`, so it opens without JavaScript (a behaviour closes it
 * on Escape and on a click elsewhere). Its links are `navbar-link`s, so the mobile menu lists them too.
 */
function NavDropdown({ item, current }: { item: NavDropdownView; current: CurrentView }) {
  const href = useSiteHref();
  const active = item.items.some(
    (link) => !link.external && (current.route === link.href || current.route.startsWith(`${link.href}/`)),
  );
  return (
    <details className="navbar-dropdown" data-navbar-dropdown="">
      <summary className={active ? 'navbar-dropdown-toggle navbar-link--active' : 'navbar-dropdown-toggle'}>
        {item.label}
        <span className="navbar-dropdown-chevron" aria-hidden="true" />
      </summary>
      <ul className="navbar-dropdown-menu">
        {item.items.map((link) => (
          <li key={link.href + link.label}>
            {link.external ? (
              <a
                className="navbar-link navbar-dropdown-link"
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {link.label}
                <ExternalLinkIcon className="external-link-icon" />
              </a>
            ) : (
              <a
                className="navbar-link navbar-dropdown-link"
                href={href(link.href)}
                aria-current={current.route === link.href ? 'page' : undefined}
              >
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

function NavLink({ item, current }: { item: NavLinkView; current: CurrentView }) {
  const href = useSiteHref();
  if (item.kind === 'codeHost') {
    return (
      <a
        className="navbar-icon-button navbar-code-host"
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={item.label}
        title={item.label}
      >
        {/github\.com/.test(item.href) ? <GitHubIcon /> : <CodeHostIcon />}
      </a>
    );
  }
  if (item.kind === 'external' && item.icon) {
    return (
      <a
        className="navbar-icon-button navbar-icon-link"
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={item.label}
        title={item.label}
      >
        <BrandIcon name={item.icon} />
      </a>
    );
  }
  if (item.kind === 'external') {
    return (
      <a className="navbar-link" href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label}
        <ExternalLinkIcon className="external-link-icon" />
      </a>
    );
  }
  const target = (item.sidebarId !== undefined && current.sidebarHrefs?.[item.sidebarId]) || item.href;
  const isCurrent = current.route === target;
  const active =
    isCurrent ||
    (item.sidebarId !== undefined && item.sidebarId === current.sidebarId) ||
    current.route.startsWith(`${target}/`);
  return (
    <a
      className={active ? 'navbar-link navbar-link--active' : 'navbar-link'}
      href={href(target)}
      aria-current={isCurrent ? 'page' : undefined}
    >
      {item.label}
    </a>
  );
}
