import type { OutputFile } from '../model/output-file.js';

/**
 * Output files made while the others are written (the search index), taken by the writer one by one
 * as they come, so that none waits in memory for the rest. `add` hands over a file; `endWith` adds the
 * files a promise gives and ends the sequence there, or ends it with the promise's error.
 */
export class LateFiles implements AsyncIterable<[string, OutputFile]> {
  #waiting: [string, OutputFile][] = [];
  #ended = false;
  #error: { reason: unknown } | undefined;
  #wake: (() => void) | undefined;

  add(file: string, output: OutputFile): void {
    if (this.#ended) throw new Error(`${file} was handed over after the late files ended`);
    this.#waiting.push([file, output]);
    this.#wakeReader();
  }

  endWith(rest: Promise<Map<string, OutputFile>>): this {
    rest.then(
      (files) => {
        for (const [file, output] of files) this.add(file, output);
        this.#ended = true;
        this.#wakeReader();
      },
      (reason: unknown) => {
        this.#error = { reason };
        this.#ended = true;
        this.#wakeReader();
      },
    );
    return this;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<[string, OutputFile]> {
    for (;;) {
      // Taken out as they are given, so that a written file is not held here.
      for (let next = this.#waiting.shift(); next; next = this.#waiting.shift()) yield next;
      if (this.#error) throw this.#error.reason;
      if (this.#ended) return;
      await new Promise<void>((resolve) => (this.#wake = resolve));
    }
  }

  #wakeReader(): void {
    const wake = this.#wake;
    this.#wake = undefined;
    wake?.();
  }
}
