import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Root } from 'hast';
import { toText } from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { parse } from 'yaml';
import { createHtmlText } from '../../../src/openapi/endpoint-plain-text.js';
import { createMarkdownRenderer, createRemarkRenderer } from '../../../src/openapi/markdown-renderer.js';
import { plainParagraphText, renderPlainParagraph } from '../../../src/openapi/plain-markdown.js';

const packageRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const SPECS = [
  'openapi/v1.yaml',
  'openapi/v2.yaml',
  ...fs.readdirSync(`${packageRoot}test/fixtures/openapi`).map((f) => `test/fixtures/openapi/${f}`),
];

/** Every string of the specs that is rendered as Markdown (and, to be thorough, every other string). */
function specStrings(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.add(value);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
  };
  for (const file of SPECS) walk(parse(fs.readFileSync(packageRoot + file, 'utf8')));
  return [...found];
}

const parser = unified().use(rehypeParse, { fragment: true });
/** How endpoint pages took the text of description HTML before: parse it, take its text. */
const parsedText = (html: string) =>
  toText(parser.parse(html) as Root)
    .trim()
    .replace(/\n{3,}/g, '\n\n');

/** Strings made of pieces that are, or are close to, what the plain-paragraph grammar admits. */
function generatedStrings(count: number): string[] {
  const pieces = [
    ...'abcdefghij  .,`',
    'Word',
    'the',
    '`code`',
    '\n',
    ...'aZé0189 .,;:\'"()?/%+=-$#{}^>!…–—‘’“”€£≥≤×°`\n*_[]<&~|@\\\t',
  ];
  const risky = [
    'www.',
    'http:',
    'https://x.y',
    '1.',
    '2)',
    '  ',
    '\u00a0',
    '\u200b',
    '\n- ',
    '\n# ',
    '\n===',
    '\n---',
    '\n1. ',
    '\n> ',
    '&amp;',
    '<b>',
    'x@y.z',
    '\u0000',
    '漢字',
    '\u202e',
    '\r\n',
    '\n    code',
    '\n\n',
    '``',
    '` a `',
  ];
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const strings: string[] = [];
  for (let i = 0; i < count; i++) {
    let s = '';
    for (let n = 1 + Math.floor(random() * 14); n > 0; n--) {
      const from = random() < 0.95 ? pieces : risky;
      s += from[Math.floor(random() * from.length)];
    }
    strings.push(s);
  }
  return strings;
}

/** Checks the plain-paragraph path against remark; returns how many inputs took it. */
function assertSameAsRemark(inputs: string[]): number {
  const remark = createRemarkRenderer();
  let plain = 0;
  for (const markdown of inputs) {
    const fast = renderPlainParagraph(markdown);
    if (!fast) continue;
    plain++;
    assert.deepEqual(fast, remark(markdown), JSON.stringify(markdown));
    assert.equal(plainParagraphText(fast.html), parsedText(fast.html), JSON.stringify(markdown));
  }
  return plain;
}

describe('openapi stage: descriptions without Markdown syntax skip remark', () => {
  it('renders every string of the specs and fixtures exactly as remark does', () => {
    const strings = specStrings();
    const plain = assertSameAsRemark(strings);
    const remark = createRemarkRenderer();
    const render = createMarkdownRenderer();
    for (const markdown of strings) assert.deepEqual(render(markdown), remark(markdown), JSON.stringify(markdown));
    assert.ok(plain > strings.length / 3, `most strings are plain (${plain} of ${strings.length})`);
  });

  it('renders generated strings around the plain-paragraph grammar exactly as remark does', () => {
    const plain = assertSameAsRemark(generatedStrings(5000));
    assert.ok(plain > 300, `enough generated strings take the fast path (${plain})`);
  });

  it('leaves anything that could be Markdown to remark', () => {
    for (const markdown of [
      '1. First',
      '2) Second',
      '# Title',
      '- item',
      'Line\n===',
      'a  b',
      'trailing ',
      ' leading',
      'Use *this*',
      'snake_case',
      'See [docs](/x)',
      'www.example.com',
      'https://example.com',
      'a@b.co',
      'A &amp; B',
      'a <b>',
      'x ~~y~~',
      'a | b',
      'one\n\ntwo',
      '`a``b`',
      '` a `',
      'tab\there',
      'back\\slash',
    ]) {
      assert.equal(renderPlainParagraph(markdown), undefined, markdown);
    }
  });

  it('renders a plain paragraph with code spans and line breaks', () => {
    assert.deepEqual(renderPlainParagraph('Id of the asset in `assets`.\nSee `coins`.\n'), {
      html: '<p>Id of the asset in <code>assets</code>.\nSee <code>coins</code>.</p>',
      text: 'Id of the asset in assets. See coins.',
      internalLinks: [],
    });
  });

  it('takes the text of description HTML as parsing it does', () => {
    const text = createHtmlText();
    const remark = createRemarkRenderer();
    for (const markdown of [...specStrings(), ...generatedStrings(300)]) {
      const { html } = remark(markdown);
      if (html) assert.equal(text(html), parsedText(html), JSON.stringify(markdown));
    }
  });
});
