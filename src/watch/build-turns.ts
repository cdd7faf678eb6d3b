import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a whole build may hold the thread before it lets file events, requests and socket messages through. */
const SLICE_MS = 8;

/** Thrown at a checkpoint of a build that a newer edit made out of date. */
export class BuildInterrupted extends Error {
  constructor() {
    super('the build was dropped for a newer edit');
    this.name = 'BuildInterrupted';
  }
}

export interface BuildTurns {
  /**
   * Given to `buildSite` as its checkpoint: after SLICE_MS of work, waits one turn of the event loop (so
   * watch serves, and hears of edits, while it builds); throws BuildInterrupted once `interrupt` was called.
   */
  checkpoint(): Promise<void>;
  /** Drops the build under way at its next checkpoint. */
  interrupt(): void;
  /** A new build starts: it runs until interrupted. */
  start(): void;
}

/**
 * Lets watch's whole build run in slices on the thread that serves, instead of on a worker: the quick
 * update of an edit reads and updates the build state (sources, rendered pages, routes) in place, which
 * a worker could only hand back by copying it all after every build. The build yields at its
 * checkpoints, and is dropped there when an edit arrives: a whole build that started before an edit
 * would only be thrown away when it ends.
 */
export function createBuildTurns(): BuildTurns {
  let interrupted = false;
  let sliceStart = performance.now();
  return {
    async checkpoint() {
      if (!interrupted && performance.now() - sliceStart < SLICE_MS) return;
      if (!interrupted) {
        await nextTurn();
        sliceStart = performance.now();
      }
      if (interrupted) throw new BuildInterrupted();
    },
    interrupt() {
      interrupted = true;
    },
    start() {
      interrupted = false;
      sliceStart = performance.now();
    },
  };
}
