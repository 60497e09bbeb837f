import { chooseReleaseVersion, localReleaseVersion } from './release-version';

describe('chooseReleaseVersion', () => {
  it('takes the version asked for, else the package version', () => {
    expect(chooseReleaseVersion('1.5.0-rc.1', '1.0.0')).toBe('1.5.0-rc.1');
    expect(chooseReleaseVersion(undefined, '1.0.0')).toBe('1.0.0');
  });

  it('refuses what is no release version, saying where it came from', () => {
    expect(() => chooseReleaseVersion('1.2', '1.0.0')).toThrow(/--version "1.2" is not a release version/);
    expect(() => chooseReleaseVersion('../1.0.0', '1.0.0')).toThrow(/not a release version/);
    expect(() => chooseReleaseVersion(undefined, 'latest')).toThrow(/package.json version "latest"/);
  });
});

describe('localReleaseVersion', () => {
  it('marks the package version local with 8 hex of the content hash', () => {
    expect(localReleaseVersion('1.0.0', 'a1b2c3d4e5f60718293a')).toBe('1.0.0-local.a1b2c3d4');
  });

  it('refuses a hash that is not hex', () => {
    expect(() => localReleaseVersion('1.0.0', 'not-a-hash')).toThrow(/not a hex content hash/);
  });
});
