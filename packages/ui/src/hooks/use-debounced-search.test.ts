import { act, renderHook } from '@testing-library/react';
import { useDebouncedSearch } from './use-debounced-search';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('settles the trimmed text once the typing pauses, and a new search starts on page 1', () => {
  const { result, rerender } = renderHook(({ typed }) => useDebouncedSearch(typed), {
    initialProps: { typed: ' ab ' },
  });
  expect(result.current.search).toBe('ab');
  act(() => result.current.setPage(3));
  expect(result.current.page).toBe(3);

  rerender({ typed: 'abc' });
  expect(result.current).toMatchObject({ search: 'ab', page: 3 });
  act(() => jest.advanceTimersByTime(300));
  expect(result.current).toMatchObject({ search: 'abc', page: 1 });
});
