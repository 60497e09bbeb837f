import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { type FieldRules, firstBreak, type RuleBreak } from './field-rules';

/** A field's error from a broken rule: its message key, translated only when shown (see useFieldMessage). */
export interface RuleError extends FieldError {
  type: 'rule';
  message: string;
  values?: RuleBreak['values'];
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * react-hook-form's resolver over a form's rules: every checked field against the whole form's values (so a rule
 * may compare two fields); `rulesNow` may be a function giving the rules of the moment. react-hook-form keeps the
 * error objects as given, so a RuleError keeps its values.
 */
export function rulesResolver<V extends FieldValues>(rulesNow: FieldRules<V> | (() => FieldRules<V>)): Resolver<V> {
  return (values) => {
    const rules = typeof rulesNow === 'function' ? rulesNow() : rulesNow;
    const errors: Record<string, RuleError> = {};
    for (const name of Object.keys(rules) as (keyof V & string)[]) {
      const broken = firstBreak(asText(values[name]), values, rules[name] ?? []);
      if (broken) errors[name] = { type: 'rule', message: broken.key, values: broken.values };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<V> } : { values, errors: {} };
  };
}
