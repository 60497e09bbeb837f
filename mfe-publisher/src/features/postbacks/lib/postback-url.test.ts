import { joinPostbackUrl, macroOf, splitPostbackUrl, unknownMacros } from './postback-url';
import { postbackUrlProblem } from './postback-validation';

describe('splitPostbackUrl', () => {
  it('turns each query parameter into a row, macros kept as written', () => {
    expect(splitPostbackUrl('https://track.example/pb?click={click_id}&payout={payout}&src=affnet')).toEqual({
      base: 'https://track.example/pb',
      rows: [
        { name: 'click', value: '{click_id}' },
        { name: 'payout', value: '{payout}' },
        { name: 'src', value: 'affnet' },
      ],
      fragment: null,
    });
  });

  it('decodes encoded names and values, with + as a space and encoded macro braces', () => {
    const { rows } = splitPostbackUrl('https://x.example/?note=hello%20big+world&a%26b=1%3D2&c=%7Bclick_id%7D');
    expect(rows).toEqual([
      { name: 'note', value: 'hello big world' },
      { name: 'a&b', value: '1=2' },
      { name: 'c', value: '{click_id}' },
    ]);
  });

  it('keeps the fragment apart, even when it holds a ? of its own', () => {
    expect(splitPostbackUrl('https://x.example/pb?a=1#top?b=2')).toEqual({
      base: 'https://x.example/pb',
      rows: [{ name: 'a', value: '1' }],
      fragment: 'top?b=2',
    });
    expect(splitPostbackUrl('https://x.example/pb#frag')).toEqual({
      base: 'https://x.example/pb',
      rows: [],
      fragment: 'frag',
    });
  });

  it('keeps duplicate names as separate rows, in order, and skips empty pairs', () => {
    expect(splitPostbackUrl('https://x.example/?s=1&&s=2&flag').rows).toEqual([
      { name: 's', value: '1' },
      { name: 's', value: '2' },
      { name: 'flag', value: '' },
    ]);
  });

  it('leaves a broken escape as typed', () => {
    expect(splitPostbackUrl('https://x.example/?p=100%').rows).toEqual([{ name: 'p', value: '100%' }]);
  });
});

describe('joinPostbackUrl', () => {
  it('encodes free text but keeps macro tokens literal, also inside text', () => {
    const url = joinPostbackUrl({
      base: 'https://x.example/pb',
      rows: [
        { name: 'click', value: '{click_id}' },
        { name: 'note', value: 'a b&c=d' },
        { name: 'sub', value: 'id-{aff_sub1}-x' },
      ],
      fragment: null,
    });
    expect(url).toBe('https://x.example/pb?click={click_id}&note=a%20b%26c%3Dd&sub=id-{aff_sub1}-x');
  });

  it('leaves blank rows out and drops the ? when nothing is left', () => {
    expect(joinPostbackUrl({ base: 'https://x.example/pb', rows: [{ name: '', value: '' }], fragment: 'f' })).toBe(
      'https://x.example/pb#f',
    );
  });
});

describe('round trip', () => {
  it.each([
    'https://track.example/pb?click={click_id}&payout={payout}',
    'http://127.0.0.1:3300/pb?click={click_id}&payout={payout}&cur={currency}',
    'https://x.example/a/b?s=1&s=2&s={aff_sub2}#section',
    'https://x.example/?note=caf%C3%A9%20au%20lait&t={txn_id}',
    'https://x.example/pb',
  ])('join(split(url)) gives back %s', (url) => {
    expect(joinPostbackUrl(splitPostbackUrl(url))).toBe(url);
  });

  it('split(join(parts)) gives back the rows, whatever they hold', () => {
    const parts = {
      base: 'https://x.example/pb',
      rows: [
        { name: 'ü name', value: '100% & more' },
        { name: 'p', value: '{payout}' },
        { name: 'p', value: '#hash?' },
      ],
      fragment: 'end',
    };
    expect(splitPostbackUrl(joinPostbackUrl(parts))).toEqual(parts);
  });
});

describe('macros', () => {
  it('recognises a value that is exactly one known macro', () => {
    expect(macroOf('{payout}')).toBe('payout');
    expect(macroOf('{nope}')).toBeNull();
    expect(macroOf('x{payout}')).toBeNull();
  });

  it('lists unknown macros once each', () => {
    expect(unknownMacros('https://x/?a={click_id}&b={clickid}&c={clickid}&d={}')).toEqual(['clickid', '']);
  });
});

describe('postbackUrlProblem', () => {
  it.each([
    ['', 'error.urlRequired'],
    ['   ', 'error.urlRequired'],
    ['track.example/pb', 'error.urlAbsolute'],
    ['ftp://track.example/pb', 'error.urlAbsolute'],
    ['/pb?click={click_id}', 'error.urlAbsolute'],
    [`https://x.example/?a=${'x'.repeat(2000)}`, 'error.urlTooLong'],
    ['https://x.example/?a={clickid}', 'error.unknownMacro'],
  ])('%s → %s', (url, key) => {
    expect(postbackUrlProblem(url)?.key).toBe(key);
  });

  it('names the unknown macros and accepts a good URL', () => {
    expect(postbackUrlProblem('https://x.example/?a={clickid}&b={sum}')?.values).toEqual({
      macros: '{clickid}, {sum}',
    });
    expect(postbackUrlProblem('http://127.0.0.1:3300/pb?click={click_id}')).toBeNull();
  });
});
