import { unescape as percentDecoded } from 'node:querystring';

/** What a tracking link carries: the offer, the publisher, and Sub IDs 1 to 5. */
export interface LinkParameters {
  offer_id?: string;
  aff_id?: string;
  subs: (string | undefined)[];
}

const SUB_INDEX = new Map(['aff_sub1', 'aff_sub2', 'aff_sub3', 'aff_sub4', 'aff_sub5'].map((name, i) => [name, i]));

/** As querystring.parse decodes a name or a value: `+` is a space, then percent-decoding (leniently). */
function decoded(text: string): string {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text;
  return spaced.includes('%') ? percentDecoded(spaced) : spaced;
}

/**
 * The link's parameters in a request's URL: the first value of each, decoded as `querystring.parse` decodes them.
 * Sub ID 1 may come under the network's own name for it (`subOneName`, network settings `parameter`) when aff_sub1
 * is absent. Only these are decoded: a click does not pay for the rest of the query.
 */
export function linkParametersOf(url: string, subOneName: string): LinkParameters {
  const link: LinkParameters = {
    offer_id: undefined,
    aff_id: undefined,
    subs: [undefined, undefined, undefined, undefined, undefined],
  };
  let subOne: string | undefined;
  let start = url.indexOf('?') + 1;
  if (start === 0) return link;
  while (start <= url.length) {
    let end = url.indexOf('&', start);
    if (end === -1) end = url.length;
    const equals = url.indexOf('=', start);
    const nameEnd = equals === -1 || equals > end ? end : equals;
    if (nameEnd > start) {
      const name = decoded(url.slice(start, nameEnd));
      const sub = SUB_INDEX.get(name);
      const wanted =
        (sub !== undefined && link.subs[sub] === undefined) ||
        (name === 'offer_id' && link.offer_id === undefined) ||
        (name === 'aff_id' && link.aff_id === undefined) ||
        (name === subOneName && subOne === undefined);
      if (wanted) {
        // No closure here: under tsx each one created costs a call to Object.defineProperty (its name).
        const value = nameEnd === end ? '' : decoded(url.slice(nameEnd + 1, end));
        if (sub !== undefined) link.subs[sub] ??= value;
        else if (name === 'offer_id') link.offer_id ??= value;
        else if (name === 'aff_id') link.aff_id ??= value;
        if (name === subOneName) subOne ??= value;
      }
    }
    start = end + 1;
  }
  if (link.subs[0] === undefined && subOneName) link.subs[0] = subOne;
  return link;
}
