import { reportRemoteFailure } from './failure-report';
import { remoteFailurePlugin } from './remote-failure-plugin';
import { SHARED_CORE_MISMATCH, SharedCoreMismatch } from './shared-core-mismatch';

jest.mock('./failure-report', () => ({ reportRemoteFailure: jest.fn() }));

type Hook<K extends 'resolveShare' | 'errorLoadRemote'> = NonNullable<ReturnType<typeof remoteFailurePlugin>[K]>;
type ResolveShareArgs = Parameters<Hook<'resolveShare'>>[0];
type ErrorLoadRemoteArgs = Parameters<Hook<'errorLoadRemote'>>[0];

const plugin = remoteFailurePlugin('1.0.0');
const resolveShare = plugin.resolveShare as Hook<'resolveShare'>;
const errorLoadRemote = plugin.errorLoadRemote as Hook<'errorLoadRemote'>;

/** What the runtime hands the hook when a remote asks for a shared module, as far as the hook reads it. */
function shareRequest(pkgName: string, from: string, requiredVersion: string | false): ResolveShareArgs {
  const resolver = () => ({ shared: { version: '1.0.0' }, useTreesShaking: false });
  return {
    pkgName,
    version: '1.0.0',
    scope: 'default',
    shareInfo: { from, shareConfig: { requiredVersion, singleton: true, strictVersion: true } },
    resolver,
  } as unknown as ResolveShareArgs;
}

beforeEach(() => jest.mocked(reportRemoteFailure).mockClear());

describe('the shared-core check', () => {
  it('refuses a remote built for another major of the core, naming it and both versions', () => {
    const result = resolveShare(shareRequest('@affnet/core', 'mfe_offers', '^2.0.0')) as ResolveShareArgs;
    let thrown: unknown;
    try {
      result.resolver();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SharedCoreMismatch);
    expect(thrown).toMatchObject({ code: SHARED_CORE_MISMATCH, remote: 'mfe_offers', required: '^2.0.0' });
    expect((thrown as SharedCoreMismatch).provided).toBe('1.0.0');
    expect((thrown as SharedCoreMismatch).needsNewerHost).toBe(true);
  });

  it('refuses a remote built against a newer minor of the core, whose functions this host may lack', () => {
    const older = remoteFailurePlugin('1.2.0').resolveShare as Hook<'resolveShare'>;
    const result = older(shareRequest('@affnet/core', 'mfe_offers', '^1.8.0')) as ResolveShareArgs;
    expect(() => result.resolver()).toThrow(
      expect.objectContaining({
        code: SHARED_CORE_MISMATCH,
        builtFor: '1.8.0',
        provided: '1.2.0',
        needsNewerHost: true,
      }),
    );
    const sameMinor = shareRequest('@affnet/core', 'mfe_offers', '^1.2.0');
    expect(older(sameMinor)).toBe(sameMinor);
  });

  it('tells a remote built for an older core from one built for a newer', () => {
    const older = remoteFailurePlugin('2.1.0').resolveShare as Hook<'resolveShare'>;
    const result = older(shareRequest('@affnet/core', 'mfe_auth', '^1.0.0')) as ResolveShareArgs;
    expect(() => result.resolver()).toThrow(expect.objectContaining({ needsNewerHost: false }));
  });

  it("lets through a remote whose range holds the host's core, and every other shared module", () => {
    const matching = shareRequest('@affnet/core', 'mfe_offers', '^1.0.0');
    expect(resolveShare(matching)).toBe(matching);
    const library = shareRequest('react', 'mfe_offers', '^20.0.0');
    expect(resolveShare(library)).toBe(library);
  });
});

describe('the load-failure report', () => {
  const failure = (lifecycle: ErrorLoadRemoteArgs['lifecycle'], remote?: string): ErrorLoadRemoteArgs =>
    ({
      id: 'mfe_offers/App',
      error: new Error('RUNTIME-003 failed to get manifest'),
      from: 'runtime',
      lifecycle,
      remote: remote ? { name: remote } : undefined,
    }) as unknown as ErrorLoadRemoteArgs;

  it('reports the error the area receives, and offers no fail-over module', async () => {
    expect(await errorLoadRemote(failure('onLoad', 'mfe_offers'))).toBeUndefined();
    expect(reportRemoteFailure).toHaveBeenCalledWith('mfe_offers', expect.any(Error));
  });

  it('finds the remote from the request when the runtime names none', async () => {
    await errorLoadRemote(failure('onLoad'));
    expect(reportRemoteFailure).toHaveBeenCalledWith('mfe_offers', expect.any(Error));
  });

  it('does not report the earlier rounds of the same failure', async () => {
    await errorLoadRemote(failure('afterResolve', 'mfe_offers'));
    await errorLoadRemote(failure('beforeLoadShare', 'mfe_offers'));
    expect(reportRemoteFailure).not.toHaveBeenCalled();
  });
});
