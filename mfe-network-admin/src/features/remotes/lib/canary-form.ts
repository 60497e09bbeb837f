import type { FieldRule, FieldRules } from '@affnet/ui';

/** The canary form's inputs as typed. */
export interface CanaryInput {
  canary: string;
  percent: string;
}

/** A share of 0 is no canary and 100 is a promotion: the form takes 1–99, whole numbers. */
export function percentOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const percent = Number(trimmed);
  return percent >= 1 && percent <= 99 ? percent : null;
}

/** The checks of the canary form; the canary must differ from the stable release (`stable`), named in the message. */
export function canaryRules(stable: string): FieldRules<CanaryInput> {
  const otherRelease: FieldRule<unknown> = (canary) =>
    canary === '' || canary === stable ? { key: 'remotes:canaryRequired', values: { version: stable } } : null;
  const share: FieldRule<unknown> = (percent) =>
    percentOf(percent) === null ? { key: 'remotes:percentInvalid' } : null;
  return { canary: [otherRelease], percent: [share] };
}
