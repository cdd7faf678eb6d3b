/**
 * A stage's work written as steps: a generator that yields between pieces of work (a file, a folder, a
 * page) and returns the stage's result. Run alone it is one call, as a plain function would be
 * (`runSteps`); run by a build that shares its thread (`watch`), the build's checkpoint is awaited at
 * every yield, so that a long stage lets requests and file events through and can be dropped midway
 * (`runStepsWith`).
 */
export type StageSteps<T> = Generator<void, T, void>;

/** Awaited between steps: returns at once while the build's slice of the thread lasts. */
export type Checkpoint = () => Promise<void>;

/** Runs every step at once and returns the result. */
export function runSteps<T>(steps: StageSteps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Runs the steps, awaiting `checkpoint` between them (every step at once without one). */
export async function runStepsWith<T>(steps: StageSteps<T>, checkpoint: Checkpoint | undefined): Promise<T> {
  if (!checkpoint) return runSteps(steps);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await checkpoint();
  }
}
