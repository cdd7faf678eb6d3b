import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PART_MARK_TAG, takePageParts } from '../../../src/render/page-parts.js';
import { buildFixture } from '../../helpers/build-fixture.js';

const HEAD_KEYS = { frame: 'f', stylesheets: 's', head: 'h', description: 'd' };
const mark = (name: string) => `<${PART_MARK_TAG} data-part="${name}"></${PART_MARK_TAG}>`;
const page = (area: string, main: string, footer = '<footer>f</footer>') =>
  `<!doctype html><html><head><title>T</title></head><body><nav>n</nav>${mark('area-start')}<div class="page-wrapper">${area}${mark('main-start')}<main>${main}</main>${mark('main-end')}</div>${mark('area-end')}${footer}</body></html>`;

describe('the keys of a page’s parts (render stage)', () => {
  it('takes its marks out and keys each byte for the innermost part around it', () => {
    const one = takePageParts(page('<aside>a</aside>', '<p>one</p>'), HEAD_KEYS);
    assert.equal(
      one.html,
      '<!doctype html><html><head><title>T</title></head><body><nav>n</nav><div class="page-wrapper"><aside>a</aside><main><p>one</p></main></div><footer>f</footer></body></html>',
    );
    const two = takePageParts(page('<aside>a</aside>', '<p>two</p>'), HEAD_KEYS);
    assert.ok(one.parts && two.parts);
    assert.notEqual(one.parts.main, two.parts.main);
    assert.equal(one.parts.area, two.parts.area, 'the main element is not in the area’s key');
    assert.equal(one.parts.frame, two.parts.frame);
    const aside = takePageParts(page('<aside>b</aside>', '<p>one</p>'), HEAD_KEYS);
    assert.equal(aside.parts?.main, one.parts.main);
    assert.notEqual(aside.parts?.area, one.parts.area);
    const footer = takePageParts(page('<aside>a</aside>', '<p>one</p>', '<footer>g</footer>'), HEAD_KEYS);
    assert.notEqual(footer.parts?.frame, one.parts.frame);
    assert.equal(footer.parts?.area, one.parts.area);
  });

  it('keys the head by what it is made from, not by its bytes', () => {
    const one = takePageParts(page('', '<p>one</p>'), HEAD_KEYS);
    const retitled = takePageParts(page('', '<p>one</p>').replace('<title>T</title>', '<title>U</title>'), HEAD_KEYS);
    assert.deepEqual(retitled.parts, one.parts);
    const other = takePageParts(page('', '<p>one</p>'), { ...HEAD_KEYS, frame: 'g', head: 'i' });
    assert.notEqual(other.parts?.frame, one.parts?.frame);
    assert.equal(other.parts?.head, 'i');
  });

  it('says which parts hold a script', () => {
    assert.deepEqual(
      [page('', '<script>x()</script>'), page('<script src="a.js"></script>', ''), page('', '')].map((html) => {
        const { parts } = takePageParts(html, HEAD_KEYS);
        return [parts?.scriptInMain, parts?.scriptInArea];
      }),
      [
        [true, true],
        [false, true],
        [false, false],
      ],
    );
  });

  it('gives no keys, and takes the marks out still, when they are not all there or not paired', () => {
    const unpaired = page('', '<p>one</p>').replace(mark('main-end'), '');
    assert.deepEqual(takePageParts(unpaired, HEAD_KEYS), {
      html: '<!doctype html><html><head><title>T</title></head><body><nav>n</nav><div class="page-wrapper"><main><p>one</p></main></div><footer>f</footer></body></html>',
    });
    const noMain = page('', '').replace(mark('main-start'), '').replace(mark('main-end'), '');
    assert.equal(takePageParts(noMain, HEAD_KEYS).parts, undefined);
  });

  it('leaves no mark in a built page, whose every page has its parts’ keys', async () => {
    const site = await buildFixture({
      'site.config.ts': "export default { title: 'Parts' };\n",
      'content/docs/index.md': '---\ntitle: Home\n---\n\nWelcome.\n',
    });
    const pages = [...site.result!.files].filter(([file]) => file.endsWith('.html'));
    assert.deepEqual(
      pages.map(([file]) => file),
      ['index.html', 'search/index.html', '404.html'],
    );
    for (const [file, output] of pages) {
      assert.doesNotMatch(site.text(file)!, /docs-build-part/, file);
      assert.ok(output.parts, file);
    }
  });
});
