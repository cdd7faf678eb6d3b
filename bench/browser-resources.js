import fs from 'node:fs';
import { serveSite } from '../dist/src/serve/serve-site.js';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const SILENT = { info() {}, warn() {}, error() {}, debug() {} };

/** True when Debian's Chromium and playwright-core are both there. */
export async function canUseBrowser() {
  if (!fs.existsSync(CHROMIUM_PATH)) return false;
  try {
    await import('playwright-core');
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens `route` of the built site in headless Chromium and lists the same-origin scripts and stylesheets
 * it requests until the network is idle, with no interaction. Third-party requests are blocked and listed.
 * @returns {Promise<{ scripts: string[], stylesheets: string[], thirdParty: string[] }>} pathnames
 */
export async function browserResources(outDir, route) {
  const { chromium } = await import('playwright-core');
  const server = await serveSite({ dir: outDir, port: 0, logger: SILENT });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const origin = new URL(server.url).origin;
    const result = { scripts: [], stylesheets: [], thirdParty: [] };
    await page.route('**/*', (request) => {
      if (new URL(request.request().url()).origin === origin) return request.continue();
      result.thirdParty.push(request.request().url());
      return request.abort();
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin) return;
      if (request.resourceType() === 'script') result.scripts.push(url.pathname);
      if (request.resourceType() === 'stylesheet') result.stylesheets.push(url.pathname);
    });
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    return result;
  } finally {
    await browser.close();
    await server.close();
  }
}
