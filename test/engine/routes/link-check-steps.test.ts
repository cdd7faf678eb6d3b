import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildRoutes } from '../../../src/routes/build-routes.js';
import { checkSiteLinkSteps } from '../../../src/routes/check-site-links.js';
import { entry, makeContext, makeLink, routeInputs } from '../../helpers/make-source.js';

describe('the link check in steps', () => {
  it('checks a thousand links a step, finding every dead link and anchor as at once', () => {
    const context = makeContext();
    const site = buildRoutes(
      context,
      routeInputs([
        entry('content/docs/index.md', 'Home'),
        entry('content/docs/guide.md', 'Guide', {}, { anchors: ['setup'] }),
      ]),
    );
    const routes = new Map(site.pages.map((page) => [page.route, page]));
    // 2,500 links: every 500th leads nowhere, every 700th to an anchor the guide lacks.
    const links = Array.from({ length: 2500 }, (_, i) => ({
      link: makeLink(
        i % 500 === 0 ? `/gone-${i}` : i % 700 === 0 ? '/guide#teardown' : '/guide#setup',
        'content/docs/index.md',
        i + 1,
      ),
      fromRoute: '/',
    }));
    const steps = checkSiteLinkSteps(context, routes, links, false, []);
    let yields = 0;
    let next = steps.next();
    for (; !next.done; next = steps.next()) yields++;
    assert.equal(yields, 2, 'a step after each thousand links');
    const found = next.value.map((diagnostic) => `${diagnostic.code} line ${diagnostic.location?.line}`);
    assert.deepEqual(found, [
      'DEAD_LINK line 1',
      'DEAD_LINK line 501',
      'DEAD_ANCHOR line 701',
      'DEAD_LINK line 1001',
      'DEAD_ANCHOR line 1401',
      'DEAD_LINK line 1501',
      'DEAD_LINK line 2001',
      'DEAD_ANCHOR line 2101',
    ]);
  });
});
