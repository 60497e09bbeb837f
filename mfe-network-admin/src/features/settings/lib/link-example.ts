import type { CustomParameter } from '@affnet/contracts';
import { LINK_PARAMETER_PATTERN } from '@affnet/contracts';

export const RESERVED_NAMES = ['offer_id', 'aff_id', 'aff_sub1', 'aff_sub2', 'aff_sub3', 'aff_sub4', 'aff_sub5'];
export const NAME_PATTERN = new RegExp(LINK_PARAMETER_PATTERN);

export interface LinkForm {
  parameter: string;
  customParameters: CustomParameter[];
  network_publisher_setting_string: string;
}

/** The link a publisher (id 7) would get for offer 12 with Sub ID 1 = abc, as the server builds it. */
export function exampleLink(domain: string, form: LinkForm): string {
  const params = new URLSearchParams({ offer_id: '12', aff_id: '7' });
  params.set(form.parameter.trim() || 'aff_sub1', 'abc');
  for (const p of form.customParameters) if (p.name) params.append(p.name, p.value);
  const template = form.network_publisher_setting_string.trim().replace(/^[?&]+/, '');
  for (const pair of template.split('&').filter(Boolean)) {
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    const value = at < 0 ? '' : pair.slice(at + 1);
    params.append(name, value.replaceAll('{aff_id}', '7').replaceAll('{offer_id}', '12'));
  }
  return `http://${domain}/click?${params.toString()}`;
}

/** A refused name of the link form: the message key of the `settings` namespace and its values. */
export type LinkProblem = { key: 'link.badName' } | { key: 'link.reserved'; name: string };

/** What is wrong with the click reference parameter, or null (empty: the default aff_sub1). */
export function parameterProblem(parameter: string): LinkProblem | null {
  const name = parameter.trim();
  if (name && !NAME_PATTERN.test(name)) return { key: 'link.badName' };
  if (RESERVED_NAMES.includes(name)) return { key: 'link.reserved', name };
  return null;
}

/** What is wrong with the name of custom parameter `index`: a name the link, the parameter or an earlier row uses. */
export function customNameProblem(form: LinkForm, index: number): LinkProblem | null {
  const name = form.customParameters[index]?.name ?? '';
  if (!NAME_PATTERN.test(name)) return { key: 'link.badName' };
  const earlier = form.customParameters.slice(0, index).map((p) => p.name);
  const taken = new Set([...RESERVED_NAMES, form.parameter.trim(), ...earlier]);
  return taken.has(name) ? { key: 'link.reserved', name } : null;
}
