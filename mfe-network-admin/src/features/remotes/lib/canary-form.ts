/** The canary form's inputs as typed. */
export interface CanaryInput {
  canary: string;
  percent: string;
}

export interface CanaryErrors {
  canary: 'canaryRequired' | null;
  percent: 'percentInvalid' | null;
}

/** A share of 0 is no canary and 100 is a promotion: the form takes 1–99, whole numbers. */
export function percentOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const percent = Number(trimmed);
  return percent >= 1 && percent <= 99 ? percent : null;
}

/** The message key of each refused input (null: accepted); the canary must differ from the stable release. */
export function canaryErrors(input: CanaryInput, stable: string): CanaryErrors {
  return {
    canary: input.canary === '' || input.canary === stable ? 'canaryRequired' : null,
    percent: percentOf(input.percent) === null ? 'percentInvalid' : null,
  };
}
