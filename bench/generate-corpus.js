import fs from 'node:fs';
import path from 'node:path';

/** Bumped whenever the generated pages change, so a corpus cached in the temp folder is rebuilt. */
export const GENERATOR_VERSION = 1;

const TOPICS_PER_SECTION = 10;
const PAGES_PER_TOPIC = 20;
const PAGES_PER_SECTION = TOPICS_PER_SECTION * PAGES_PER_TOPIC;
const MARKER_FILE = '.bench-corpus.json';

const NOUNS = [
  'ledger',
  'quote',
  'shift',
  'deposit',
  'refund',
  'network',
  'wallet',
  'address',
  'webhook',
  'token',
  'account',
  'limit',
  'pair',
  'order',
  'checkout',
  'invoice',
  'session',
  'gateway',
  'channel',
  'batch',
];
const VERBS = [
  'Configuring',
  'Creating',
  'Validating',
  'Inspecting',
  'Retrying',
  'Cancelling',
  'Monitoring',
  'Exporting',
  'Rotating',
  'Testing',
  'Migrating',
  'Caching',
];
const ADJECTIVES = [
  'fixed',
  'variable',
  'pending',
  'settled',
  'expired',
  'signed',
  'public',
  'private',
  'bulk',
  'recent',
];
const SENTENCES = [
  'Every request carries the account identifier in a header, and the server answers with a JSON body.',
  'A response that arrives after the timeout is discarded by the client and the call is retried once.',
  'The values below are examples; the real ones depend on the network and the current rates.',
  'Store the identifier returned by the first call, because every later call refers to it.',
  'When two requests race, the second one sees the state written by the first and returns it unchanged.',
  'Amounts are strings, not numbers, so that no precision is lost between systems.',
  'Errors use the same shape everywhere: a message for people and a code for programs.',
  'Logs keep the identifier and the timestamp of each step, which makes support requests quick to answer.',
  'A sandbox key behaves like a production key but never moves real funds.',
  'Pagination uses a cursor taken from the last item of the previous page.',
];
const LANGUAGES = ['ts', 'js', 'bash', 'json', 'python', 'yaml', 'go', 'rust'];

/** A small seeded PRNG (mulberry32): the same seed gives the same corpus on every machine. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const pad = (value, width) => String(value).padStart(width, '0');
const slug = (text) => text.toLowerCase().replace(/\s+/g, '-');

/** Where page `index` (0-based) lives under content/docs, and its folder numbers. */
export function pageLocation(index) {
  const section = Math.floor(index / PAGES_PER_SECTION) + 1;
  const topic = Math.floor((index % PAGES_PER_SECTION) / PAGES_PER_TOPIC) + 1;
  const page = (index % PAGES_PER_TOPIC) + 1;
  return { section, topic, page, file: `section-${pad(section, 2)}/topic-${pad(topic, 2)}/page-${pad(page, 3)}.md` };
}

/** The title and the h2/h3 headings of a page: a pure function of its index, so other pages can link to them. */
function pageOutline(index) {
  const rand = random(index * 7919 + 1);
  const nouns = [...NOUNS];
  for (let i = nouns.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [nouns[i], nouns[j]] = [nouns[j], nouns[i]];
  }
  const sections = 3 + Math.floor(rand() * 3);
  const outline = [];
  for (let s = 0; s < sections; s++) {
    const noun = nouns[s];
    const h2 = `${VERBS[(index + s) % VERBS.length]} the ${noun}`;
    const h3s = Array.from(
      { length: 1 + Math.floor(rand() * 2) },
      (_, k) => `${ADJECTIVES[(index + s * 3 + k) % ADJECTIVES.length]} ${noun} ${k === 0 ? 'fields' : 'errors'}`,
    );
    outline.push({ h2, h3s });
  }
  return { title: `${nouns[sections]} guide ${index + 1}`.replace(/^./, (c) => c.toUpperCase()), outline };
}

function codeBlock(rand, index, n) {
  const language = LANGUAGES[(index + n) % LANGUAGES.length];
  const name = `${pick(rand, NOUNS)}${index}`;
  const amount = (rand() * 1000).toFixed(2);
  const bodies = {
    ts: `interface ${name[0].toUpperCase()}${name.slice(1)} {\n  id: string;\n  amount: string;\n}\n\nexport async function load(id: string): Promise<number> {\n  const response = await fetch(\`/v2/${name}/\${id}\`);\n  return Number((await response.json()).amount ?? '${amount}');\n}`,
    js: `const ${name} = { id: 'p${index}', amount: '${amount}' };\nfor (const key of Object.keys(${name})) {\n  console.log(key, ${name}[key]);\n}`,
    bash: `curl -s https://example.com/v2/${name} \\\n  -H 'x-account: acct_${index}' \\\n  -d '{"amount":"${amount}"}'`,
    json: `{\n  "id": "${name}",\n  "amount": "${amount}",\n  "tags": ["${pick(rand, ADJECTIVES)}", "${pick(rand, ADJECTIVES)}"]\n}`,
    python: `def ${name}(amount: float = ${amount}) -> dict:\n    """Builds the request body."""\n    return {"id": "${name}", "amount": str(amount)}\n\nprint(${name}())`,
    yaml: `${name}:\n  amount: "${amount}"\n  retries: ${1 + Math.floor(rand() * 5)}\n  state: ${pick(rand, ADJECTIVES)}`,
    go: `package main\n\nimport "fmt"\n\nfunc main() {\n\t${name} := map[string]string{"amount": "${amount}"}\n\tfmt.Println(${name})\n}`,
    rust: `fn main() {\n    let ${name}: f64 = ${amount};\n    println!("{}", ${name} * ${1 + Math.floor(rand() * 9)}.0);\n}`,
  };
  return `\`\`\`${language}\n${bodies[language]}\n\`\`\``;
}

function table(rand) {
  const columns = 3 + Math.floor(rand() * 2);
  const header = ['Field', 'Type', 'Required', 'Default'].slice(0, columns);
  const rows = Array.from({ length: 3 + Math.floor(rand() * 4) }, () =>
    [
      `\`${pick(rand, NOUNS)}Id\``,
      pick(rand, ['string', 'number', 'boolean', 'object']),
      rand() > 0.5 ? 'yes' : 'no',
      `\`${Math.floor(rand() * 100)}\``,
    ].slice(0, columns),
  );
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function paragraph(rand) {
  return Array.from({ length: 2 + Math.floor(rand() * 3) }, () => pick(rand, SENTENCES)).join(' ');
}

/** A relative link from page `from` to page `to`, with an anchor to one of `to`'s h2 headings. */
function linkTo(from, to, rand) {
  const source = path.posix.dirname(pageLocation(from).file);
  const relative = path.posix.relative(source, pageLocation(to).file);
  const target = pageOutline(to);
  const heading = pick(rand, target.outline).h2;
  return `[${target.title}: ${heading.toLowerCase()}](${relative.startsWith('.') ? relative : `./${relative}`}#${slug(heading)})`;
}

/** The Markdown of page `index` in a corpus of `count` pages. */
export function pageMarkdown(index, count) {
  const rand = random(index * 104729 + 17);
  const { title, outline } = pageOutline(index);
  const location = pageLocation(index);
  const previous = index > 0 ? index - 1 : count - 1;
  const far = Math.floor(rand() * count);
  const parts = [`---\ntitle: ${title}\nsidebar_position: ${location.page}\n---`, `# ${title}`, paragraph(rand)];
  parts.push(
    `See also ${linkTo(index, previous, rand)} and ${linkTo(index, far, rand)}; the first step is [${outline[0].h2.toLowerCase()}](#${slug(outline[0].h2)}).`,
  );
  const codeSections = new Set([0, outline.length - 1]);
  outline.forEach(({ h2, h3s }, s) => {
    parts.push(`## ${h2}`, paragraph(rand));
    if (s === 1) parts.push(table(rand));
    if (codeSections.has(s) && (s === 0 || rand() > 0.4)) parts.push(codeBlock(rand, index, s));
    for (const h3 of h3s) {
      parts.push(`### ${h3[0].toUpperCase()}${h3.slice(1)}`, paragraph(rand));
      if (rand() > 0.5)
        parts.push(
          `- **${pick(rand, NOUNS)}**: ${pick(rand, SENTENCES)}\n- \`${pick(rand, NOUNS)}\`: ${pick(rand, SENTENCES)}`,
        );
    }
  });
  return `${parts.join('\n\n')}\n`;
}

/** The docs home: links to the first page of every section. */
function indexMarkdown(count) {
  const firsts = [];
  for (let index = 0; index < count; index += PAGES_PER_SECTION)
    firsts.push(`- [Section ${pageLocation(index).section}](./${pageLocation(index).file})`);
  return `---\ntitle: Benchmark corpus\n---\n\n# Benchmark corpus\n\nA generated site of ${count + 1} pages.\n\n${firsts.join('\n')}\n`;
}

/**
 * Writes a site of `n` Markdown pages (the docs home plus n - 1 pages in section/topic folders) under
 * `dir/content/docs`, with `_category_.json` in every section and every third topic. No `site.config.ts`:
 * the sidebar comes from the folders. Deterministic for a given `n`.
 * @returns the number of pages written
 */
export function generateCorpus(dir, n) {
  const count = Math.max(1, n - 1);
  const docs = path.join(dir, 'content', 'docs');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(docs, { recursive: true });
  fs.writeFileSync(path.join(docs, 'index.md'), indexMarkdown(count));
  const made = new Set();
  for (let index = 0; index < count; index++) {
    const location = pageLocation(index);
    const folder = path.join(docs, path.dirname(location.file));
    if (!made.has(folder)) {
      fs.mkdirSync(folder, { recursive: true });
      made.add(folder);
      if (location.topic === 1) {
        const category = { label: `Section ${location.section}`, position: location.section };
        fs.writeFileSync(path.join(path.dirname(folder), '_category_.json'), `${JSON.stringify(category, null, 2)}\n`);
      }
      if (location.topic % 3 === 0) {
        fs.writeFileSync(
          path.join(folder, '_category_.json'),
          `${JSON.stringify({ label: `Topic ${location.section}.${location.topic}`, position: location.topic }, null, 2)}\n`,
        );
      }
    }
    fs.writeFileSync(path.join(docs, location.file), pageMarkdown(index, count));
  }
  fs.writeFileSync(path.join(dir, MARKER_FILE), JSON.stringify({ n, version: GENERATOR_VERSION }));
  return count + 1;
}

/** True when `dir` holds a complete corpus of `n` pages from this generator version. */
export function isCorpusCurrent(dir, n) {
  try {
    const marker = JSON.parse(fs.readFileSync(path.join(dir, MARKER_FILE), 'utf8'));
    return marker.n === n && marker.version === GENERATOR_VERSION;
  } catch {
    return false;
  }
}
