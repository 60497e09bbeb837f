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

/** The first problem of the link form, keyed by field, or null. */
export function linkErrors(form: LinkForm, t: (key: string, options?: object) => string) {
  const errors: Record<string, string> = {};
  const parameter = form.parameter.trim();
  if (parameter && !NAME_PATTERN.test(parameter)) errors.parameter = t('link.badName');
  else if (RESERVED_NAMES.includes(parameter)) errors.parameter = t('link.reserved', { name: parameter });
  const taken = new Set([...RESERVED_NAMES, parameter]);
  form.customParameters.forEach((p, i) => {
    if (!NAME_PATTERN.test(p.name)) errors[`custom${i}`] = t('link.badName');
    else if (taken.has(p.name)) errors[`custom${i}`] = t('link.reserved', { name: p.name });
    taken.add(p.name);
  });
  return errors;
}
