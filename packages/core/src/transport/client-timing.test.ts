import { QueryClient, QueryObserver } from '@tanstack/query-core';
import { useBusy } from '../store/busy-store';
import { ApiError, REQUEST_ABORTED, REQUEST_TIMEOUT } from './api-error';
import { type Answer, CALL_TIMEOUT_MS, FILE_TIMEOUT_MS, http, transport } from './client';

// A call that gets no answer: it must end (the busy spinner with it), by its timeout or by its caller's abort.
// The fake fetch never answers and, like the browser's, rejects when its signal aborts.
const sentSignals: AbortSignal[] = [];
function hungFetch(_url: string, init: RequestInit): Promise<Answer> {
  const signal = init.signal as AbortSignal;
  sentSignals.push(signal);
  return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
}
const pending = () => useBusy.getState().pending;

beforeEach(() => {
  jest.useFakeTimers();
  sentSignals.length = 0;
  transport.fetch = hungFetch;
  useBusy.setState({ pending: 0 });
});
afterEach(() => jest.useRealTimers());

describe('a hung call', () => {
  it('fails with a timeout after CALL_TIMEOUT_MS, and the busy flag goes off', async () => {
    const request = http.get('/api/statistics/report').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1);
    expect(pending()).toBe(1);
    expect(sentSignals[0]?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await request;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: REQUEST_TIMEOUT });
    expect(pending()).toBe(0);
  });

  it('downloading a file waits FILE_TIMEOUT_MS; a caller may set its own timeout', async () => {
    const download = http.get<Blob>('/api/offers/export.csv', { responseType: 'blob' }).catch((e: unknown) => e);
    const quick = http.get('/api/offers', { timeout: 1000 }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(quick).resolves.toMatchObject({ code: REQUEST_TIMEOUT });
    await jest.advanceTimersByTimeAsync(CALL_TIMEOUT_MS);
    expect(sentSignals[0]?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(FILE_TIMEOUT_MS);
    await expect(download).resolves.toMatchObject({ code: REQUEST_TIMEOUT });
    expect(pending()).toBe(0);
  });
});

describe("a caller's signal", () => {
  it('aborts the request: it fails as aborted at once, and the busy flag goes off', async () => {
    const caller = new AbortController();
    const request = http.get('/api/offers', { signal: caller.signal }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(0);
    expect(sentSignals).toHaveLength(1);
    expect(pending()).toBe(1);
    caller.abort();
    await expect(request).resolves.toMatchObject({ status: 0, code: REQUEST_ABORTED });
    expect(sentSignals[0]?.aborted).toBe(true);
    expect(pending()).toBe(0);
  });

  it('sends nothing when aborted before it could be sent', async () => {
    const caller = new AbortController();
    const request = http.get('/api/offers', { signal: caller.signal }).catch((e: unknown) => e);
    caller.abort();
    await expect(request).resolves.toMatchObject({ status: 0, code: REQUEST_ABORTED });
    expect(sentSignals).toHaveLength(0);
    expect(pending()).toBe(0);
  });

  it("aborts a superseded query's request: new filters replace the old ones, and no error is kept", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reportOf = (offer: number) => ({
      queryKey: ['report', { offer }],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        http.get('/api/statistics/report', { params: { offer }, signal }),
    });
    const observer = new QueryObserver(queryClient, reportOf(1));
    const unsubscribe = observer.subscribe(() => undefined);
    await jest.advanceTimersByTimeAsync(0);
    expect(sentSignals).toHaveLength(1);

    observer.setOptions(reportOf(2));
    await jest.advanceTimersByTimeAsync(0);
    expect(sentSignals).toHaveLength(2);
    expect(sentSignals[0]?.aborted).toBe(true);
    expect(sentSignals[1]?.aborted).toBe(false);
    const superseded = queryClient.getQueryState(['report', { offer: 1 }]);
    expect(superseded).toMatchObject({ status: 'pending', fetchStatus: 'idle', error: null });
    expect(pending()).toBe(1);
    unsubscribe();
    queryClient.clear();
  });
});
