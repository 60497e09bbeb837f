import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RuleError } from './rules-resolver';

const isRuleError = (error: FieldError): error is RuleError => error.type === 'rule';

/**
 * The message of a field's error in the current language, naming the field by its label: a broken rule is
 * translated now; anything else (the server's refusal, set with its text) is shown as it is.
 */
export function useFieldMessage(error: FieldError | undefined, label: string): string | null {
  const { t } = useTranslation();
  if (!error?.message) return null;
  if (!isRuleError(error)) return error.message;
  return t(error.message, { ...error.values, field: label });
}
