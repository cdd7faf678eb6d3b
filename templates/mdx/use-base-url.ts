/**
 * Docusaurus' `@docusaurus/useBaseUrl`: a site path with the site's base URL in front. docs-build sites
 * are served from the root of their origin, so a path stays as it is; a full URL is left alone too.
 */
export function useBaseUrl(url: string): string {
  return url;
}
