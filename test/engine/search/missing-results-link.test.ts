import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseConfig } from '../../../src/config/load-config.js';
import { defaultMissingResultsUrl } from '../../../src/search/search-settings-for.js';

const withCodeHost = (href: string) =>
  parseConfig({ title: 'T', navbar: { items: [{ type: 'codeHost', href }] } }, undefined);

describe('the link to report missing search results', () => {
  it('opens a new issue titled with the query on the repository the navbar links to', () => {
    assert.equal(
      defaultMissingResultsUrl(withCodeHost('https://github.com/acme/docs')),
      'https://github.com/acme/docs/issues/new?title=Missing%20search%20results%20for%3A%20{query}',
    );
  });

  it('is left out when the code-host link is an organisation, which has no issues', () => {
    assert.equal(defaultMissingResultsUrl(withCodeHost('https://github.com/sideshift')), undefined);
    assert.equal(defaultMissingResultsUrl(parseConfig({ title: 'T' }, undefined)), undefined);
  });
});
