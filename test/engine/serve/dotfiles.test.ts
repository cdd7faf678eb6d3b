import assert from 'node:assert/strict';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startStaticServer, type StaticServer } from '../../helpers/static-server.js';

const SECRET = 'DOTFILE-SECRET';

describe('serveSite dotfiles', () => {
  let site: StaticServer;
  before(async () => {
    site = await startStaticServer({
      'index.html': '<h1>Home</h1>',
      '404.html': '<h1>Page Not Found</h1>',
      '.env': SECRET,
      '.git/config': SECRET,
      'a/.secret/x.txt': SECRET,
      'a/.hidden.html': SECRET,
      '.private/index.html': SECRET,
      '.well-known/security.txt': 'Contact: mailto:security@example.com\n',
      '.well-known/app/index.html': '<h1>Well known</h1>',
      '.well-known/.inner': SECRET,
    });
    await symlink(path.join(site.siteDir, '.env'), path.join(site.siteDir, 'env-link.txt'));
  });
  after(() => site.close());

  it('answers any path with a dot segment with the 404 page and status 404', async () => {
    for (const target of [
      '/.env',
      '/.git/config',
      '/a/.secret/x.txt',
      '/a/.hidden.html',
      '/.private',
      '/.private/',
      '/%2eenv',
      '/.well-known/.inner',
      '/env-link.txt',
    ]) {
      const res = await site.request(target);
      assert.equal(res.status, 404, target);
      assert.match(res.body.toString(), /Page Not Found/, target);
      assert.ok(!res.body.toString().includes(SECRET), `${target} leaked a dotfile`);
    }
  });

  it('serves files under a first segment .well-known/', async () => {
    const security = await site.request('/.well-known/security.txt');
    assert.equal(security.status, 200);
    assert.equal(security.body.toString(), 'Contact: mailto:security@example.com\n');
    const page = await site.request('/.well-known/app/');
    assert.equal(page.status, 200);
    assert.match(page.body.toString(), /Well known/);
  });
});
