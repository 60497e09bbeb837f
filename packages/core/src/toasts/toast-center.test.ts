import { MAX_OPEN_TOASTS, TOAST_DURATION, ToastCenter, type ToastEntry } from './toast-center';

function setup() {
  const shown: ToastEntry[] = [];
  const dismissed: string[] = [];
  const center = new ToastCenter({ show: (entry) => shown.push(entry), dismiss: (id) => dismissed.push(id) });
  return { center, shown, dismissed };
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('close after 3000 ms', () => {
    const { center, dismissed } = setup();
    const id = center.notify('success', 'Theme saved', 'Success!');
    jest.advanceTimersByTime(TOAST_DURATION - 1);
    expect(dismissed).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(dismissed).toEqual([id]);
    expect(TOAST_DURATION).toBe(3000);
  });

  it('show the newest on top', () => {
    const { center } = setup();
    center.notify('info', 'first');
    center.notify('info', 'second');
    expect(center.visible().map((e) => e.message)).toEqual(['second', 'first']);
  });

  it('count a duplicate instead of showing it twice, and restart its timer', () => {
    const { center, shown, dismissed } = setup();
    const id = center.notify('error', 'Wrong email or password');
    jest.advanceTimersByTime(2000);
    expect(center.notify('error', 'Wrong email or password')).toBe(id);
    expect(center.visible()).toHaveLength(1);
    expect(shown.at(-1)).toMatchObject({ id, count: 2 });
    jest.advanceTimersByTime(2000);
    expect(dismissed).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(dismissed).toEqual([id]);
  });

  it('keep at most 5 open; the next waits and older ones are not pushed out', () => {
    const { center, dismissed } = setup();
    for (let i = 1; i <= 7; i++) center.notify('info', `message ${i}`);
    expect(MAX_OPEN_TOASTS).toBe(5);
    expect(center.visible()).toHaveLength(5);
    expect(center.visible().map((e) => e.message)).not.toContain('message 6');
    expect(dismissed).toEqual([]);
    center.dismiss(center.visible()[4]!.id);
    expect(center.visible()[0]!.message).toBe('message 6');
  });

  it('are closed by hand too', () => {
    const { center, dismissed } = setup();
    const id = center.notify('info', 'hello');
    center.dismiss(id);
    expect(dismissed).toEqual([id]);
    expect(center.visible()).toHaveLength(0);
  });
});
