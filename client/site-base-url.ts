/**
 * The base URL the site is published under (`/my-project/`): the build writes it on `<html
 * data-base-url>` when it is not `/`. Client code writes the site's own URLs with it (withBaseUrl).
 */
export function siteBaseUrl(root: Document = document): string {
  return root.documentElement.dataset.baseUrl ?? '/';
}
