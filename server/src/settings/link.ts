import type { CustomParameter, LinkSettingsInput } from '@affnet/contracts';
import { ERROR_CODES, invalidField } from '../shared/errors';
import type { NetworkSettings } from './network-settings';

/**
 * How the network's link settings shape a publisher's tracking link:
 * - `parameter`: the name the link gives the publisher's click reference (Sub ID 1, `aff_sub1` when empty);
 *   /click reads it back into Sub ID 1.
 * - `customParameters`: fixed name=value pairs added to every link.
 * - `network_publisher_setting_string`: a query string appended to every link; `{aff_id}` and `{offer_id}`
 *   are replaced by the publisher's and the offer's ids.
 * None of them may reuse a name /click reads (offer_id, aff_id, aff_sub1…5).
 */
export const RESERVED_LINK_NAMES = ['offer_id', 'aff_id', 'aff_sub1', 'aff_sub2', 'aff_sub3', 'aff_sub4', 'aff_sub5'];
const PLACEHOLDERS = ['{aff_id}', '{offer_id}'];
const NAME = /^[A-Za-z0-9_.-]+$/;
const TEMPLATE = 'network_publisher_setting_string';

/** Checks the link settings; throws a 400 naming the field. Returns the query string without a leading ?/&. */
export function checkLinkSettings(input: LinkSettingsInput): string {
  const parameter = input.parameter.trim();
  if (RESERVED_LINK_NAMES.includes(parameter)) {
    throw invalidField('parameter', ERROR_CODES.nameTaken, `${parameter} is already used by the link`, {
      name: parameter,
    });
  }
  const taken = new Set([...RESERVED_LINK_NAMES, ...(parameter ? [parameter] : [])]);
  for (const { name } of input.customParameters) {
    if (taken.has(name)) {
      throw invalidField('customParameters', ERROR_CODES.nameTaken, `${name} is already used by the link`, { name });
    }
    taken.add(name);
  }
  const template = input.network_publisher_setting_string.trim().replace(/^[?&]+/, '');
  for (const pair of template.split('&').filter(Boolean)) {
    const [name = '', value = ''] = pair.split('=');
    if (!NAME.test(name))
      throw invalidField(TEMPLATE, ERROR_CODES.invalidFormat, `${name || 'a name'} is not a valid name`);
    if (taken.has(name))
      throw invalidField(TEMPLATE, ERROR_CODES.nameTaken, `${name} is already used by the link`, { name });
    taken.add(name);
    const unknown = (value.match(/\{[^}]*\}/g) ?? []).find((p) => !PLACEHOLDERS.includes(p));
    if (unknown) {
      throw invalidField(TEMPLATE, ERROR_CODES.unknownPlaceholder, `${unknown} is not a known placeholder`, {
        name: unknown,
      });
    }
  }
  return template;
}

/** The extra parameters of a publisher's link, in order: custom pairs, then the template's pairs. */
export function extraLinkParams(
  settings: Pick<NetworkSettings, 'customParameters' | 'publisherSettingString'>,
  ids: { affId: number; offerId: number },
): [string, string][] {
  const pairs: [string, string][] = settings.customParameters.map((p: CustomParameter) => [p.name, p.value]);
  for (const pair of settings.publisherSettingString.split('&').filter(Boolean)) {
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    let value = at < 0 ? '' : pair.slice(at + 1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // A stray % stays as typed.
    }
    value = value.replaceAll('{aff_id}', String(ids.affId)).replaceAll('{offer_id}', String(ids.offerId));
    pairs.push([name, value]);
  }
  return pairs;
}
