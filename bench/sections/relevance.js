import MiniSearch from 'minisearch';
import { formatTable, number } from '../format-table.js';
import { REPO_ROOT } from '../measure-build.js';
import { RELEVANCE_QUESTIONS } from '../relevance-questions.js';

const dist = (file) => new URL(`../../dist/${file}`, import.meta.url).href;
/** Ranks looked at: what a reader sees without scrolling the modal. */
const CUTOFF = 5;
const MRR_TARGET = 0.85;
const HIT_TARGET = 0.95;

/** The route of a hit's page: its URL without the section's anchor. */
const pageOf = (url) => url.replace(/#.*$/, '');

/**
 * 1-based rank of the first hit on the question's page among the first `CUTOFF` hits as the engine
 * returns them (a reader's list: several sections of one page each take a place), or undefined.
 */
function rankOf(hits, route) {
  const at = hits.slice(0, CUTOFF).findIndex((hit) => pageOf(hit.url) === route);
  return at < 0 ? undefined : at + 1;
}

/** MRR@5 and hit@5 of the questions, searched with the browser's engine over the site's built index. */
export async function measureRelevance(root = REPO_ROOT, questions = RELEVANCE_QUESTIONS) {
  const { buildSite } = await import(dist('src/build/build-site.js'));
  const { LOCAL_INDEX_OPTIONS } = await import(dist('client/search/local-index-options.js'));
  const { searchLocalIndex } = await import(dist('client/search/local-search-engine.js'));
  const result = await buildSite({ root, write: false, logger: { info() {}, warn() {}, error() {} } });
  const routes = new Set(result.pages.map((page) => page.route));
  const unknown = questions.filter((question) => !routes.has(question.route));
  if (unknown.length > 0)
    throw new Error(
      `relevance questions expect routes the site does not have: ${unknown.map((question) => question.route).join(', ')}`,
    );
  const settings = JSON.parse(String(result.files.get('search/settings.json').contents));
  const index = settings.indexUrls.map((url) =>
    MiniSearch.loadJSON(Buffer.from(result.files.get(url.slice(1)).contents).toString('utf8'), LOCAL_INDEX_OPTIONS),
  );
  const answers = questions.map((question) => {
    const hits = searchLocalIndex(index, { query: question.query, hitsPerPage: CUTOFF }, 'bench').hits;
    return { ...question, rank: rankOf(hits, question.route), first: hits[0]?.url };
  });
  const mrr = answers.reduce((sum, answer) => sum + (answer.rank ? 1 / answer.rank : 0), 0) / answers.length;
  const hitRate = answers.filter((answer) => answer.rank !== undefined).length / answers.length;
  return { mrr, hitRate, answers };
}

/** Relevance of the local search on the repository site: MRR@5 and hit@5 over the bench's questions. */
export const relevanceSection = {
  name: 'relevance',
  title: `Search relevance on the repository site: MRR@${CUTOFF} and hit@${CUTOFF} (engine in Node, as the Web Worker runs it)`,
  selectedBy: ['site'],
  async run({ state, log }) {
    log(`relevance: building the repository site in memory and asking ${RELEVANCE_QUESTIONS.length} questions …`);
    const { mrr, hitRate, answers } = await measureRelevance();
    const within = mrr >= MRR_TARGET && hitRate >= HIT_TARGET;
    if (!within) state.failed = true;
    const summary = formatTable(
      ['questions', `MRR@${CUTOFF}`, `hit@${CUTOFF}`, 'target', 'result'],
      [
        [
          number(answers.length),
          number(mrr, 3),
          `${number(hitRate * 100, 1)} %`,
          `MRR ≥ ${MRR_TARGET}, hit ≥ ${HIT_TARGET * 100} %`,
          within ? 'within' : 'below',
        ],
      ],
    );
    const missed = answers.filter((answer) => answer.rank !== 1);
    const details =
      missed.length === 0
        ? 'Every question finds its page first.'
        : `Questions whose page is not first:\n\n${formatTable(
            ['query', 'expected page', 'rank', 'first hit'],
            missed.map((answer) => [
              answer.query,
              answer.route,
              answer.rank ? String(answer.rank) : `> ${CUTOFF}`,
              answer.first ?? '—',
            ]),
          )}`;
    return `${summary}\n\n${details}\n\nA question counts at the rank of the first hit on its page (hits as the engine returns them, sections included); questions in bench/relevance-questions.js.`;
  },
};
