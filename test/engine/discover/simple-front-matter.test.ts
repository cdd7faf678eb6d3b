import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseDocument } from 'yaml';
import { splitFrontMatter } from '../../../src/discover/front-matter.js';
import { simpleFrontMatter } from '../../../src/discover/simple-front-matter.js';
import { repoRoot } from '../../helpers/build-fixture.js';

/** Blocks the short path must read as YAML does. */
const SIMPLE = [
  'title: Address guide 1\nsidebar_position: 1',
  'title: Frequently asked questions\nsidebar_label: FAQ',
  "title: Don't panic, it's fine (mostly).\nsidebar_position: 0",
  'title: What now?\nid: getting-started\nslug: a/b\nsidebar_label: Hi!',
  'title: yes\ndescription: no\nkeywords: on\nn: 123456789012345',
  'sidebar-label: with a dash\n_private: underscored',
];

/** Blocks it must leave to the YAML parser: they read as something else than a word-like string or a small integer, or are not plain `key: value` lines. */
const NOT_SIMPLE = [
  'draft: true',
  'draft: False',
  'title: null',
  'title: ~',
  'n: 007',
  'n: 1.5',
  'n: 1e3',
  'n: 0x1F',
  'n: -3',
  'n: 1234567890123456',
  'date: 2026-01-02',
  'title: a: b',
  'title: a #comment',
  'title: a ',
  'title:  two spaces',
  'title: "quoted"',
  "title: 'quoted'",
  'title: Café',
  'title: a\ttab',
  'keywords: [a, b]',
  'keywords:\n  - a',
  'title: a\ntitle: b',
  '__proto__: x',
  'null: x',
  'title: a\r\nsidebar_position: 1',
  'title: a\n\nsidebar_position: 1',
  '# a comment\ntitle: a',
  'title: &anchor a',
  'title: *alias',
  'title: !tag a',
  'title: a - b',
  'title: |\n  block',
  'title: >',
  '',
];

describe('simpleFrontMatter', () => {
  it('reads simple blocks as the YAML parser does', () => {
    for (const yaml of SIMPLE) assert.deepEqual(simpleFrontMatter(yaml), parseDocument(yaml).toJS(), yaml);
  });

  it('leaves any other block to the YAML parser', () => {
    for (const yaml of NOT_SIMPLE) assert.equal(simpleFrontMatter(yaml), undefined, JSON.stringify(yaml));
  });

  it('reads every block of the repository’s content and docs that it takes as the YAML parser does', () => {
    let taken = 0;
    for (const folder of ['content', 'docs/content']) {
      for (const name of fs.readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' })) {
        if (!/\.mdx?$/.test(name)) continue;
        const { yaml } = splitFrontMatter(fs.readFileSync(path.join(repoRoot, folder, name), 'utf8'));
        if (yaml === undefined) continue;
        const simple = simpleFrontMatter(yaml);
        if (simple === undefined) continue;
        taken++;
        assert.deepEqual(simple, parseDocument(yaml).toJS(), `${folder}/${name}`);
      }
    }
    assert.ok(taken > 10, `${taken} blocks read without the YAML parser`);
  });
});
