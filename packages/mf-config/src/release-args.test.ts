import { parseReleaseArgs } from './release-args';

describe('parseReleaseArgs', () => {
  it('takes the remote alone, with its tests', () => {
    expect(parseReleaseArgs(['mfe-offers'])).toEqual({ remote: 'mfe-offers', test: true });
  });

  it('reads --version, --patch and --no-test in any order and either spelling', () => {
    expect(parseReleaseArgs(['--patch', 'x.patch', 'mfe_offers', '--version=1.2.3', '--no-test'])).toEqual({
      remote: 'mfe_offers',
      version: '1.2.3',
      patch: 'x.patch',
      test: false,
    });
  });

  it('refuses a missing remote, two remotes, an option without its value and an unknown option', () => {
    expect(() => parseReleaseArgs([])).toThrow(/Name one remote/);
    expect(() => parseReleaseArgs(['mfe-offers', 'mfe-auth'])).toThrow(/Name one remote/);
    expect(() => parseReleaseArgs(['mfe-offers', '--version'])).toThrow(/--version needs a value/);
    expect(() => parseReleaseArgs(['mfe-offers', '--patch', '--no-test'])).toThrow(/--patch needs a value/);
    expect(() => parseReleaseArgs(['mfe-offers', '--force'])).toThrow(/Unknown option --force\nusage: pnpm release/);
  });
});
