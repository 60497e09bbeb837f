import { OS_CODES, osCode, osName } from './os';

describe('operating systems', () => {
  it('gives every spelling of a system one code', () => {
    expect(['android', 'Android', 'ANDROID ', 'Android 14'].map(osCode)).toEqual(Array(4).fill('android'));
    expect(['ios', 'iOS', 'iPhone OS', 'iPadOS'].map(osCode)).toEqual(Array(4).fill('ios'));
    expect(['macos', 'Mac OS X', 'OS X', 'Macintosh'].map(osCode)).toEqual(Array(4).fill('macos'));
    expect(['windows', 'Windows NT 10.0', 'Win10'].map(osCode)).toEqual(Array(3).fill('windows'));
    expect(['linux', 'Ubuntu', 'CrOS'].map(osCode)).toEqual(Array(3).fill('linux'));
    expect(['Symbian', '', null, undefined].map(osCode)).toEqual(Array(4).fill('other'));
  });

  it('names each known system the way its maker writes it', () => {
    expect(OS_CODES.map(osName)).toEqual(['Android', 'iOS', 'Windows', 'macOS', 'Linux', null]);
    expect(osName('android')).toBe(osName('Android'));
  });
});
