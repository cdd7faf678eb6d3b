import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createStageTimer } from '../../../src/build/stage-timer.js';

/** A clock that moves only when told to. */
function manualClock() {
  let ms = 0;
  return { now: () => ms, advance: (by: number) => void (ms += by) };
}

describe('stage timer', () => {
  it('counts the time of timed work for its own stage, not for the stage that calls it', async () => {
    const clock = manualClock();
    const { timings, time, timed } = createStageTimer(clock.now);
    const render = timed('render', () => clock.advance(30));
    await time('render', async () => clock.advance(5));
    await time(
      'write',
      async () => {
        clock.advance(2);
        render();
        clock.advance(3);
        render();
      },
      { excluding: 'render' },
    );
    assert.deepEqual(timings, { render: 65, write: 5 });
  });

  it('counts a stage that throws', async () => {
    const clock = manualClock();
    const { timings, time } = createStageTimer(clock.now);
    await assert.rejects(
      time('content', async () => {
        clock.advance(7);
        throw new Error('failed');
      }),
    );
    assert.deepEqual(timings, { content: 7 });
  });
});
