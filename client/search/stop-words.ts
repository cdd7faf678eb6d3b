/**
 * English function words: a question typed as a sentence ("how do I cancel a shift") is searched by
 * its other words, as Algolia's `removeStopWords` does, instead of requiring "how", "do" and "I" in
 * every hit. Negations ("not found") and verbs of the API ("get", "set") are not among them.
 */
const STOP_WORDS = new Set(
  (
    'a an the and or of to in on at by for from with as into about than then so if ' +
    'is are was were be been being am it its this that these those there here ' +
    'i me my we us our you your they them their he him his she her ' +
    'do does did can could should would will shall may might must ' +
    'how what which who whom whose when where why'
  ).split(' '),
);

/** The query's words without its stop words; all of them when it has nothing else ("the", "to be"). */
export function meaningfulWords(words: string[]): string[] {
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return kept.length > 0 ? kept : words;
}
