import { parseReleaseArgs } from './release-args';

const plain = { test: true, registerOnly: false, offline: false, makeDefault: false };

describe('parseReleaseArgs', () => {
  it('takes the remote alone, with its tests, registered now', () => {
    expect(parseReleaseArgs(['mfe-offers'])).toEqual({ remote: 'mfe-offers', ...plain });
  });

  it('reads --version, --patch and --no-test in any order and either spelling', () => {
    expect(parseReleaseArgs(['--patch', 'x.patch', 'mfe_offers', '--version=1.2.3', '--no-test'])).toEqual({
      ...plain,
      remote: 'mfe_offers',
      version: '1.2.3',
      patch: 'x.patch',
      test: false,
    });
  });

  it('reads --register-only, --offline and --make-default', () => {
    expect(parseReleaseArgs(['mfe-offers', '--version', '1.4.0', '--register-only', '--make-default'])).toEqual({
      ...plain,
      remote: 'mfe-offers',
      version: '1.4.0',
      registerOnly: true,
      makeDefault: true,
    });
    expect(parseReleaseArgs(['mfe-offers', '--offline'])).toEqual({ ...plain, remote: 'mfe-offers', offline: true });
  });

  it('refuses what cannot go together', () => {
    expect(() => parseReleaseArgs(['mfe-offers', '--offline', '--make-default'])).toThrow(
      /--make-default needs the server/,
    );
    expect(() => parseReleaseArgs(['mfe-offers', '--register-only', '--offline'])).toThrow(/--register-only/);
    expect(() => parseReleaseArgs(['mfe-offers', '--register-only', '--patch', 'x.patch'])).toThrow(/--register-only/);
  });

  it('refuses a missing remote, two remotes, an option without its value and an unknown option', () => {
    expect(() => parseReleaseArgs([])).toThrow(/Name one remote/);
    expect(() => parseReleaseArgs(['mfe-offers', 'mfe-auth'])).toThrow(/Name one remote/);
    expect(() => parseReleaseArgs(['mfe-offers', '--version'])).toThrow(/--version needs a value/);
    expect(() => parseReleaseArgs(['mfe-offers', '--patch', '--no-test'])).toThrow(/--patch needs a value/);
    expect(() => parseReleaseArgs(['mfe-offers', '--offline=yes'])).toThrow(/Unknown option --offline=yes/);
    expect(() => parseReleaseArgs(['mfe-offers', '--force'])).toThrow(
      /Unknown option --force\nusage: npm run release -- <remote>/,
    );
  });
});
