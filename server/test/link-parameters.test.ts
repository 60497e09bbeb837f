import { parse } from 'node:querystring';
import { linkParametersOf } from '../src/tracking/link-parameters';

/** What /click read before: querystring.parse, the first value of each name. */
function parsedAsBefore(url: string, subOneName: string) {
  const mark = url.indexOf('?');
  const query = mark === -1 ? {} : parse(url.slice(mark + 1));
  const first = (name: string) => {
    const value = query[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const subs = ['aff_sub1', 'aff_sub2', 'aff_sub3', 'aff_sub4', 'aff_sub5'].map(first);
  if (subs[0] === undefined && subOneName) subs[0] = first(subOneName);
  return { offer_id: first('offer_id'), aff_id: first('aff_id'), subs };
}

const URLS = [
  '/click',
  '/click?',
  '/click?offer_id=10&aff_id=3&aff_sub1=bench',
  '/click?offer_id=10&offer_id=11&aff_id=3&aff_id=4',
  '/click?aff_sub1=a+b%20c&aff_sub2=%E2%9C%93&aff_sub5=&aff_sub3',
  '/click?aff_sub1=%E0%A4%A&aff_sub2=%ZZ&aff_sub4=100%',
  '/click?&&offer_id=1&=x&aff_sub2=two&&',
  '/click?aff%5Fsub1=encoded+name&offer%5Fid=7',
  '/click?__proto__=1&constructor=2&toString=3&aff_sub1=ok',
  '/click?s1=network-name&aff_sub2=x',
  '/click?aff_sub1=first&s1=network-name',
  '/click?s1=a&s1=b',
];

describe('the link parameters a click reads from its URL', () => {
  it.each(URLS)('are what querystring.parse gives for %s', (url) => {
    for (const subOneName of ['', 's1', 'aff_sub2']) {
      expect(linkParametersOf(url, subOneName)).toEqual(parsedAsBefore(url, subOneName));
    }
  });
});
