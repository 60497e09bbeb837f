import { act, renderHook } from '@testing-library/react';
import { useDebounced } from './use-debounced';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a value settles only once it has stayed the same for the pause', () => {
  const { result, rerender } = renderHook(({ value }) => useDebounced(value, 300), { initialProps: { value: 'a' } });
  expect(result.current).toBe('a');
  rerender({ value: 'ab' });
  act(() => jest.advanceTimersByTime(200));
  rerender({ value: 'abc' });
  act(() => jest.advanceTimersByTime(200));
  expect(result.current).toBe('a');
  act(() => jest.advanceTimersByTime(100));
  expect(result.current).toBe('abc');
});
