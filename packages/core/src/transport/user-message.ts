import { ApiError, REQUEST_TIMEOUT } from './api-error';

/** The caller's i18next `t`; the keys live in the `common` and `errors` namespaces of @affnet/i18n. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The message of a server answer in the user's language: by its code, else by its status; never the raw text. */
function translatedAnswer(error: ApiError, t: Translate): string {
  if (error.code) {
    const byCode = t(`errors:${error.code}`, { ...error.params, defaultValue: '' });
    if (byCode) return byCode;
  }
  const status = error.status >= 500 ? '5xx' : String(error.status);
  return t(`errors:status.${status}`, { defaultValue: t('common:unexpectedError') });
}

/**
 * What to tell the user about a failed call, in their language: the translation of the server's error code;
 * "cannot reach the server" when no answer came back ("did not answer in time" past the call's timeout); a generic line
 * for anything unexpected (which is also logged).
 */
export function userMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.status === 0) {
    return t(error.code === REQUEST_TIMEOUT ? 'common:timeoutError' : 'common:networkError');
  }
  if (error instanceof ApiError) return translatedAnswer(error, t);
  console.error(error);
  return t('common:unexpectedError');
}

/** A failure placed on a form: on one of its inputs when the server named one the form has, else on the form. */
export interface FormFailure<F extends string> {
  field: F | null;
  message: string;
}

/**
 * Where a failed save belongs in a form. `fields` maps the server's field paths ("userDetails.email") to the
 * form's own input names; an item of a list ("countries.1") belongs to the list's input. An error about another
 * field, or about none, belongs to the whole form.
 */
export function formFailure<F extends string>(
  error: unknown,
  t: Translate,
  fields: Readonly<Record<string, F>>,
): FormFailure<F> {
  const message = userMessage(error, t);
  const path = error instanceof ApiError ? error.field : undefined;
  const candidates = path === undefined ? [] : [path, path.replace(/\.\d+(?=\.|$)/g, '')];
  const known = candidates.find((candidate) => Object.hasOwn(fields, candidate));
  return { field: known === undefined ? null : (fields[known] ?? null), message };
}
