import { isMap, isScalar, isSeq, type Document, type LineCounter } from 'yaml';

/** Where the key (or list item) a pointer names starts: 1-based line and column; undefined if absent. */
export type PositionOf = (segments: string[]) => { line: number; col: number } | undefined;

/** Positions from yaml's Document: the parent found with `getIn`, then the key by its text. */
export function documentPositions(document: Document.Parsed, lineCounter: LineCounter): PositionOf {
  return (segments) => {
    const parent = segments.length === 1 ? document.contents : document.getIn(segments.slice(0, -1), true);
    const last = segments[segments.length - 1]!;
    let offset: number | undefined;
    if (isMap(parent)) {
      const pair = parent.items.find((item) => isScalar(item.key) && String(item.key.value) === last);
      offset = pair && isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    } else if (isSeq(parent)) {
      const item = parent.items[Number(last)];
      offset =
        item && typeof item === 'object' && 'range' in item
          ? (item as { range?: [number, number, number] }).range?.[0]
          : undefined;
    }
    return offset === undefined ? undefined : lineCounter.linePos(offset);
  };
}
