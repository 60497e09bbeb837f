import { every } from './every';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a repeated job task', () => {
  it('runs every interval until stopped', async () => {
    let runs = 0;
    const stop = every(1000, 'sweep', async () => {
      runs++;
    });
    await jest.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(3);
    stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });

  it('does not start a run while the previous one still goes on', async () => {
    let runs = 0;
    let finish: () => void = () => {};
    const stop = every(1000, 'lease', () => {
      runs++;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await jest.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(1);
    finish();
    await jest.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    stop();
  });

  it('logs a failed run and runs again at the next interval', async () => {
    const log = { error: jest.fn() };
    let runs = 0;
    const stop = every(
      1000,
      'sweep',
      async () => {
        runs++;
        if (runs === 1) throw new Error('disk full');
      },
      log,
    );
    await jest.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ task: 'sweep', err: expect.any(Error) }),
      'repeated job task failed',
    );
    stop();
  });
});
