import { JobRunner, type JobRunnerOptions } from './job-runner';

/** A queue whose passes the test finishes by hand: each pass waits until the test says how many jobs it claimed. */
function heldQueue() {
  const finishers: ((claimed: number) => void)[] = [];
  let passes = 0;
  let concurrent = 0;
  let mostConcurrent = 0;
  const pass = () =>
    new Promise<number>((resolve) => {
      passes++;
      concurrent++;
      mostConcurrent = Math.max(mostConcurrent, concurrent);
      finishers.push((claimed) => {
        concurrent--;
        resolve(claimed);
      });
    });
  return {
    pass,
    get passes() {
      return passes;
    },
    get mostConcurrent() {
      return mostConcurrent;
    },
    /** Ends the oldest pass still running, as having claimed `claimed` jobs. */
    async finish(claimed: number) {
      const finisher = finishers.shift();
      if (!finisher) throw new Error('no pass is running');
      finisher(claimed);
      await settle();
    },
  };
}

const log = { error: jest.fn() };
/** Lets the runner take its turn: a wake-up's pass starts on the event loop's next turn (a real setImmediate). */
async function settle() {
  await jest.advanceTimersByTimeAsync(0);
  await new Promise((resolve) => setImmediate(resolve));
  await jest.advanceTimersByTimeAsync(0);
}

function runnerOver(pass: () => Promise<number>, options: Partial<JobRunnerOptions> = {}) {
  return new JobRunner({ name: 'test jobs', pass, batch: 10, pollMs: 1000, log, ...options });
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['setImmediate'] });
  log.error.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('the job runner', () => {
  it('runs a pass when started, then one every pollMs while nothing wakes it', async () => {
    const queue = heldQueue();
    const runner = runnerOver(queue.pass);
    runner.start();
    expect(queue.passes).toBe(0);
    await settle();
    expect(queue.passes).toBe(1);
    await queue.finish(0);
    await jest.advanceTimersByTimeAsync(999);
    expect(queue.passes).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    expect(queue.passes).toBe(2);
    await queue.finish(0);
    await runner.stop();
  });

  it('a wake-up runs a pass at once; one during a pass runs one more after it, never beside it', async () => {
    const queue = heldQueue();
    const runner = runnerOver(queue.pass);
    runner.start();
    await settle();
    await queue.finish(0);
    runner.wake();
    await settle();
    expect(queue.passes).toBe(2);
    runner.wake();
    runner.wake();
    expect(queue.passes).toBe(2);
    await queue.finish(1);
    expect(queue.passes).toBe(3);
    await queue.finish(0);
    expect(queue.passes).toBe(3);
    expect(queue.mostConcurrent).toBe(1);
    await runner.stop();
  });

  it('a pass that claimed a full batch is followed by another at once', async () => {
    const queue = heldQueue();
    const runner = runnerOver(queue.pass, { batch: 3 });
    runner.start();
    await settle();
    await queue.finish(3);
    expect(queue.passes).toBe(2);
    await queue.finish(2);
    expect(queue.passes).toBe(2);
    await runner.stop();
  });

  it('stopping waits for the pass in flight and runs no other', async () => {
    const queue = heldQueue();
    const runner = runnerOver(queue.pass);
    runner.start();
    await settle();
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    runner.wake();
    await queue.finish(10);
    await stopping;
    expect(stopped).toBe(true);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(queue.passes).toBe(1);
  });

  it('logs a failed pass and tries again at the next poll', async () => {
    let calls = 0;
    const runner = runnerOver(async () => {
      calls++;
      if (calls === 1) throw new Error('database is locked');
      return 0;
    });
    runner.start();
    await settle();
    await runner.idle();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ jobs: 'test jobs', err: expect.any(Error) }),
      'job runner pass failed',
    );
    await jest.advanceTimersByTimeAsync(1000);
    await settle();
    expect(calls).toBe(2);
    await runner.stop();
  });

  it('idle waits for the pass in flight and the one asked for during it', async () => {
    const queue = heldQueue();
    const runner = runnerOver(queue.pass);
    runner.start();
    await settle();
    runner.wake();
    let idle = false;
    const waiting = runner.idle().then(() => {
      idle = true;
    });
    await queue.finish(0);
    expect(idle).toBe(false);
    await queue.finish(0);
    await waiting;
    expect(idle).toBe(true);
    await runner.stop();
  });

  it('drain works the queue until a pass finds nothing, even when the runner is stopped', async () => {
    const due = [4, 2, 0];
    const runner = runnerOver(async () => due.shift() ?? 0);
    await runner.drain();
    expect(due).toEqual([]);
    expect(runner.running).toBe(false);
  });

  it('a wake-up before start or after stop runs nothing', async () => {
    const queue = heldQueue();
    const runner = runnerOver(queue.pass);
    runner.wake();
    expect(queue.passes).toBe(0);
    runner.start();
    await settle();
    await queue.finish(0);
    await runner.stop();
    runner.wake();
    await jest.advanceTimersByTimeAsync(5000);
    expect(queue.passes).toBe(1);
  });
});
