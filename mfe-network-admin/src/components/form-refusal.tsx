import { formFailure, type Translate } from '@affnet/core';
import { Alert, type ValidatedForm } from '@affnet/ui';
import type { FieldValues, Path } from 'react-hook-form';

/**
 * Puts a refused save on its form: on the field the server named (`fields` maps its names to the form's), else above
 * the fields, where these forms have always said it (useValidatedForm's own fallback is a toast).
 */
export function placeRefusal<V extends FieldValues>(
  form: ValidatedForm<V>,
  failure: unknown,
  t: Translate,
  fields: Readonly<Record<string, Path<V>>> = {},
): void {
  const placed = formFailure(failure, t, fields);
  if (placed.field !== null) form.showServerError(placed.field, placed.message);
  else form.setError('root.server', { type: 'server', message: placed.message });
}

/** The refusal about no field of the form, if any (react-hook-form drops it at the next submit). */
export function FormRefusal<V extends FieldValues>({ form }: { form: ValidatedForm<V> }) {
  const message = form.formState.errors.root?.server?.message;
  return message ? (
    <Alert $tone="danger" role="alert">
      {message}
    </Alert>
  ) : null;
}
