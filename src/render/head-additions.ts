import { withBaseUrl } from '../shared/browser-shapes.js';
import { escapeHtml } from '../../templates/escape-html.js';
import type { SiteConfig } from '../config/config-schema.js';

type Attributes = Record<string, string | boolean | undefined>;

const VOID_TAGS = new Set(['meta', 'link', 'base']);

/**
 * The config's additions to every page's `<head>`, as HTML: its `headTags` as written, its `scripts`
 * (deferred unless they say `async` or `defer`), its `stylesheets` (preloaded and applied once loaded,
 * with a `<noscript>` link for readers without JavaScript) and the gtag and Plausible snippets. None
 * holds back first paint. Scripts and stylesheets given as site paths (`/js/a.js`) are put under the
 * base URL; head tags are written as they are, as Docusaurus does. Empty when the config adds nothing.
 */
export function headAdditionsHtml(
  config: Pick<SiteConfig, 'headTags' | 'scripts' | 'stylesheets' | 'gtag' | 'plausible' | 'baseUrl'>,
): string {
  const url = (path: string) => withBaseUrl(config.baseUrl, path);
  const html: string[] = [];
  for (const tag of config.headTags) html.push(element(tag.tagName, tag.attributes, tag.innerHTML));
  for (const script of config.scripts) {
    const attributes: Attributes =
      typeof script === 'string' ? { src: url(script) } : { ...script, src: url(script.src) };
    if (!attributes.async && !attributes.defer && attributes.type !== 'module') attributes.defer = true;
    html.push(element('script', attributes, ''));
  }
  for (const stylesheet of config.stylesheets) {
    const { href: written, ...rest } = typeof stylesheet === 'string' ? { href: stylesheet } : stylesheet;
    const href = url(written);
    html.push(
      element('link', { rel: 'preload', as: 'style', href, ...rest, onload: "this.onload=null;this.rel='stylesheet'" }),
    );
    html.push(`<noscript>${element('link', { rel: 'stylesheet', href, ...rest })}</noscript>`);
  }
  if (config.gtag) html.push(...gtagSnippet(config.gtag));
  if (config.plausible)
    html.push(
      element('script', { defer: true, 'data-domain': config.plausible.domain, src: url(config.plausible.src) }, ''),
    );
  return html.join('');
}

/** gtag.js loaded async, then configured for each tracking ID, as Google documents it. */
function gtagSnippet({ trackingID, anonymizeIP }: NonNullable<SiteConfig['gtag']>): string[] {
  const ids = Array.isArray(trackingID) ? trackingID : [trackingID];
  const options = anonymizeIP ? ',{anonymize_ip:true}' : '';
  const setup = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());${ids.map((id) => `gtag('config',${JSON.stringify(id)}${options});`).join('')}`;
  return [
    element(
      'script',
      { async: true, src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids[0]!)}` },
      '',
    ),
    element('script', {}, setup),
  ];
}

/** One element as HTML: attributes escaped, booleans as bare names; the body of a script or style kept from closing its tag early. */
function element(tagName: string, attributes: Attributes, innerHTML?: string): string {
  const attributeText = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
  if (VOID_TAGS.has(tagName)) return `<${tagName}${attributeText}>`;
  const body = (innerHTML ?? '').replace(new RegExp(`</(${tagName})`, 'gi'), '<\\/$1');
  return `<${tagName}${attributeText}>${body}</${tagName}>`;
}
