import type { BootData, RemoteManifest } from '@affnet/contracts';
import { BOOT_ELEMENT_ID } from '@affnet/contracts';
import { readCurrentUser } from '@affnet/core';
import { getBranding } from './api/get-branding';
import { getRemoteManifest } from './api/get-remote-manifest';
import { loadStartData } from './start-data';

jest.mock('./api/get-branding', () => ({ getBranding: jest.fn() }));
jest.mock('./api/get-remote-manifest', () => ({ getRemoteManifest: jest.fn() }));
jest.mock('@affnet/core', () => ({ ...jest.requireActual('@affnet/core'), readCurrentUser: jest.fn() }));

const remotes = { mfe_auth: '/remotes/mfe_auth/1.0.0/mf-manifest.json' } as RemoteManifest['remotes'];
const anonymous = { remotes, releases: {}, canary: false } as unknown as RemoteManifest;
const branding: BootData['branding'] = {
  network_id: 'acme',
  company_name: 'Acme Media',
  networklogo_Url: null,
  theme: {} as BootData['branding']['theme'],
  time_zone: 'UTC',
};

function pageWith(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (block !== null) {
    const script = Object.assign(doc.createElement('script'), { type: 'application/json', id: BOOT_ELEMENT_ID });
    script.textContent = block;
    doc.head.append(script);
  }
  return doc;
}

beforeEach(() => {
  jest.mocked(getBranding).mockReset().mockResolvedValue({ err: 0, msg: 'ok', payload: branding });
  jest.mocked(getRemoteManifest).mockReset().mockResolvedValue({ err: 0, msg: 'ok', payload: anonymous });
  jest.mocked(readCurrentUser).mockReset().mockReturnValue(null);
});

describe('the data of the first screen', () => {
  it("comes from the page's boot block without asking the server", async () => {
    const boot = { manifest: anonymous, branding };
    expect(await loadStartData(pageWith(JSON.stringify(boot)))).toEqual(boot);
    expect(getBranding).not.toHaveBeenCalled();
    expect(getRemoteManifest).not.toHaveBeenCalled();
  });

  it('is asked from the server when the page has no boot block, or one that does not read', async () => {
    expect(await loadStartData(pageWith(null))).toEqual({ manifest: anonymous, branding });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadStartData(pageWith('{"manifest":'))).toEqual({ manifest: anonymous, branding });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    expect(getBranding).toHaveBeenCalledTimes(2);
  });

  it('asks the manifest again for a signed-in user when the network runs a canary', async () => {
    const withCanary = { ...anonymous, canary: true };
    const own = { ...anonymous, remotes: { ...remotes, mfe_auth: '/remotes/mfe_auth/1.1.0/mf-manifest.json' } };
    jest.mocked(getRemoteManifest).mockResolvedValue({ err: 0, msg: 'ok', payload: own });
    const page = pageWith(JSON.stringify({ manifest: withCanary, branding }));
    expect((await loadStartData(page)).manifest).toEqual(withCanary);
    expect(getRemoteManifest).not.toHaveBeenCalled();
    jest.mocked(readCurrentUser).mockReturnValue({ token: 't' } as ReturnType<typeof readCurrentUser>);
    expect((await loadStartData(page)).manifest).toEqual(own);
    expect(getBranding).not.toHaveBeenCalled();
  });
});
