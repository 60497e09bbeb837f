/** What the Try it form holds; numbers as typed. */
export interface TryForm {
  offer_type: string;
  limit: string;
  page: string;
  apikey: string;
  secretkey: string;
}

export const SECRET_PLACEHOLDER = 'YOUR_SECRET_KEY';

/** A value inside single quotes for a POSIX shell. */
const quoted = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The query string of the form: only the parameters that are filled in. */
export function queryOf(form: TryForm): string {
  const params = new URLSearchParams();
  for (const name of ['offer_type', 'limit', 'page'] as const) {
    const value = form[name].trim();
    if (value) params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The curl command of the form's request. The secret stays a placeholder, even once typed, unless the user chose to
 * reveal it: the sample is on screen and copied, the secret field is masked.
 */
export function curlSample(serverUrl: string, path: string, form: TryForm, revealSecret = false): string {
  const secret = (revealSecret && form.secretkey.trim()) || SECRET_PLACEHOLDER;
  return [
    `curl -s ${quoted(`${serverUrl.replace(/\/$/, '')}${path}${queryOf(form)}`)}`,
    `  -H ${quoted(`apikey: ${form.apikey.trim()}`)}`,
    `  -H ${quoted(`secretkey: ${secret}`)}`,
  ].join(' \\\n');
}
