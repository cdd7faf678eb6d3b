/** Records how long each stage takes (milliseconds by stage), for the bench and for finding slow stages. */
export interface StageTimer {
  timings: Record<string, number>;
  /**
   * Runs a stage and adds its time to `timings[stage]`, less the time that work counted for another
   * stage (`excluding`) took meanwhile: pages render while the write stage writes them.
   */
  time<T>(stage: string, run: () => Promise<T>, options?: { excluding?: string }): Promise<T>;
  /** `work` with the time of each call added to `timings[stage]`, whenever and by whichever stage it is called. */
  timed<T>(stage: string, work: () => T): () => T;
}

/** A timer for one build's stages; `now` is the clock (tests pass their own). */
export function createStageTimer(now: () => number = () => performance.now()): StageTimer {
  const timings: Record<string, number> = {};
  const add = (stage: string, ms: number) => {
    timings[stage] = (timings[stage] ?? 0) + ms;
  };
  return {
    timings,
    async time(stage, run, { excluding } = {}) {
      const start = now();
      const excludedBefore = excluding === undefined ? 0 : (timings[excluding] ?? 0);
      try {
        return await run();
      } finally {
        const excluded = excluding === undefined ? 0 : (timings[excluding] ?? 0) - excludedBefore;
        add(stage, now() - start - excluded);
      }
    },
    timed(stage, work) {
      return () => {
        const start = now();
        try {
          return work();
        } finally {
          add(stage, now() - start);
        }
      };
    },
  };
}
