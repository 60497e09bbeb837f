import type { CurrentUser, RemoteFailureReport } from '@affnet/contracts';
import { useSession } from '@affnet/core';
import { FAILURES_PATH, forgetReportedFailures, MAX_REPORTED_MESSAGE, reportRemoteFailure } from './failure-report';

jest.mock('./register-remotes', () => ({
  registeredVersion: (name: string) => (name === 'mfe_offers' ? '1.4.0' : 'unknown'),
}));

const sendBeacon = jest.fn<boolean, [string, Blob]>(() => true);
const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 204 }));

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
});

beforeEach(() => {
  useSession.setState({ user: null, permissions: [] });
  forgetReportedFailures();
  sendBeacon.mockReset().mockReturnValue(true);
  fetchMock.mockClear();
  window.history.pushState({}, '', '/offers/all');
});

/** jsdom's Blob has no text(): read it as a browser without it would. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

async function beaconReports(): Promise<RemoteFailureReport[]> {
  return Promise.all(sendBeacon.mock.calls.map(async ([, blob]) => JSON.parse(await textOf(blob))));
}

describe('a failure report', () => {
  it('names the remote, the release it got, the page the user was on and the message', async () => {
    reportRemoteFailure('mfe_offers', new Error('Loading chunk 42 failed'));

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe(FAILURES_PATH);
    expect(sendBeacon.mock.calls[0]?.[1].type).toBe('application/json');
    expect(await beaconReports()).toEqual([
      { remote: 'mfe_offers', version: '1.4.0', area: '/offers/all', message: 'Loading chunk 42 failed' },
    ]);
  });

  it("says 'unknown' for a remote whose release the server did not name", async () => {
    reportRemoteFailure('mfe_publisher', new Error('boom'));
    expect((await beaconReports())[0]?.version).toBe('unknown');
  });

  it('is sent once per remote and message in a page view, however often the remote fails', async () => {
    reportRemoteFailure('mfe_offers', new Error('down'));
    reportRemoteFailure('mfe_offers', new Error('down'));
    reportRemoteFailure('mfe_offers', 'down');
    expect(sendBeacon).toHaveBeenCalledTimes(1);

    reportRemoteFailure('mfe_offers', new Error('another failure'));
    reportRemoteFailure('mfe_statistics', new Error('down'));
    expect((await beaconReports()).map((r) => `${r.remote}: ${r.message}`)).toEqual([
      'mfe_offers: down',
      'mfe_offers: another failure',
      'mfe_statistics: down',
    ]);
  });

  it('keeps only the start of a long message', async () => {
    reportRemoteFailure('mfe_offers', new Error('x'.repeat(5000)));
    expect((await beaconReports())[0]?.message).toHaveLength(MAX_REPORTED_MESSAGE);
  });

  it("carries a signed-in user's session token (by fetch: a beacon cannot), so it counts as his", () => {
    useSession.setState({ user: { token: 'p.p.p' } as unknown as CurrentUser, permissions: ['publisher'] });
    reportRemoteFailure('mfe_offers', new Error('signed in'));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith(
      FAILURES_PATH,
      expect.objectContaining({
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', Authorization: 'p.p.p' },
        body: expect.stringContaining('signed in'),
      }),
    );
  });

  it('goes by fetch with keepalive when the browser refuses the beacon', () => {
    sendBeacon.mockReturnValue(false);
    reportRemoteFailure('mfe_offers', new Error('refused beacon'));
    expect(fetchMock).toHaveBeenCalledWith(
      FAILURES_PATH,
      expect.objectContaining({ method: 'POST', keepalive: true, body: expect.stringContaining('refused beacon') }),
    );
  });

  it('never throws, whatever fails while sending', () => {
    sendBeacon.mockImplementation(() => {
      throw new TypeError('Beacons are disabled');
    });
    expect(() => reportRemoteFailure('mfe_offers', new Error('one'))).not.toThrow();

    const unprintable = {
      toString: () => {
        throw new Error('no text');
      },
    };
    expect(() => reportRemoteFailure('mfe_offers', unprintable)).not.toThrow();
  });

  it('lets no failed send surface as an unhandled rejection (the page would log it as a second error)', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      sendBeacon.mockReturnValue(false);
      fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
      reportRemoteFailure('mfe_offers', new Error('two'));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      // Node reports a rejection nobody handled once the microtasks have run: a macrotask later it would be here.
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      process.off('unhandledRejection', record);
    }
    expect(unhandled).toEqual([]);
  });
});
