import { formFailure, notifyError } from '@affnet/core';
import { type BaseSyntheticEvent, useCallback, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldRules } from './field-rules';
import { rulesResolver } from './rules-resolver';

export interface ValidatedFormOptions<V extends FieldValues> {
  defaultValues: DefaultValues<V>;
  /** The rules of the checked fields (field-rules.ts); a field without rules is sent as typed. */
  rules: FieldRules<V>;
  /** Where a refusal of the server lands: its field path ("userDetails.email") → this form's field. */
  serverFields?: Readonly<Record<string, Path<V>>>;
  /** Where a failure about none of the form's fields goes, in the user's language (default: an error toast). */
  onFailure?: (message: string) => void;
  /** Anything else react-hook-form takes (e.g. `values` to follow loaded data). */
  form?: Omit<UseFormProps<V>, 'defaultValues' | 'resolver' | 'mode' | 'reValidateMode'>;
}

/**
 * The one way a form is written: react-hook-form over the contracts' rules. Messages appear on submit, or when a
 * filled field is left; after the first submit they follow the typing, so a fixed field loses its message at once.
 * Submitting checks every field (the focus goes to the first wrong one), then runs `send`; meanwhile `sending` is true
 * and a second submit is ignored. When `send` fails, the server's message in the user's language lands on the field it
 * names (see `serverFields`) and takes the focus, else it is shown as an error toast.
 *
 *   const form = useValidatedForm({ defaultValues: { email: '' }, rules: { email: [required, email] } });
 *   <form noValidate onSubmit={form.submit(async (values) => save(values))}>
 *     <FormTextField label={t('field.email')} {...form.field('email')} />
 */
export function useValidatedForm<V extends FieldValues>({
  defaultValues,
  rules,
  serverFields,
  onFailure,
  form: more,
}: ValidatedFormOptions<V>) {
  const { t } = useTranslation();
  // Rules may follow the render (an amount read in the reader's language): the resolver reads the latest ones.
  const latestRules = useRef(rules);
  latestRules.current = rules;
  const [resolver] = useState(() => rulesResolver<V>(() => latestRules.current));
  const methods = useForm<V>({ ...more, defaultValues, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { register, trigger, getValues, getFieldState, setError, handleSubmit, formState } = methods;
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const placement = useRef({ serverFields, onFailure });
  placement.current = { serverFields, onFailure };

  /**
   * The props of a text input bound to `name`, with its error for FormTextField or useFieldMessage. `deps` are the
   * fields checked again when this one changes (a confirmation compared with it).
   */
  const field = (name: Path<V>, options?: { deps?: Path<V>[] }) => {
    const bound = register(name, options);
    return {
      ...bound,
      // A text input's own error (a list field's would be a list of them).
      error: getFieldState(name, formState).error as FieldError | undefined,
      onChange: async (event: { target: unknown; type?: unknown }) => {
        await bound.onChange(event);
        // Before the first submit a shown message still follows the typing.
        if (!formState.isSubmitted && getFieldState(name).error) await trigger(name);
      },
      onBlur: async (event: { target: unknown; type?: unknown }) => {
        await bound.onBlur(event);
        if (!formState.isSubmitted && String(getValues(name) ?? '') !== '') await trigger(name);
      },
    };
  };

  /** Shows the server's refusal, already in the user's language, on a field and moves the focus there. */
  const showServerError = useCallback(
    (name: Path<V>, message: string) => setError(name, { type: 'server', message }, { shouldFocus: true }),
    [setError],
  );

  const submit =
    (send: (values: V) => Promise<void> | void) =>
    (event?: BaseSyntheticEvent): Promise<void> => {
      event?.preventDefault();
      if (inFlight.current) return Promise.resolve();
      return handleSubmit(async (values) => {
        inFlight.current = true;
        setSending(true);
        try {
          await send(values);
        } catch (error) {
          const failure = formFailure(error, t, placement.current.serverFields ?? {});
          if (failure.field !== null) showServerError(failure.field, failure.message);
          else (placement.current.onFailure ?? notifyError)(failure.message);
        } finally {
          inFlight.current = false;
          setSending(false);
        }
      })(event);
    };

  return { ...methods, field, submit, sending, showServerError };
}

export type ValidatedForm<V extends FieldValues> = ReturnType<typeof useValidatedForm<V>>;
