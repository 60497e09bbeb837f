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

/** The curl command of the form's request; the secret stays a placeholder until the user types one. */
export function curlSample(serverUrl: string, path: string, form: TryForm): string {
  const secret = form.secretkey.trim() || SECRET_PLACEHOLDER;
  return [
    `curl -s ${quoted(`${serverUrl.replace(/\/$/, '')}${path}${queryOf(form)}`)}`,
    `  -H ${quoted(`apikey: ${form.apikey.trim()}`)}`,
    `  -H ${quoted(`secretkey: ${secret}`)}`,
  ].join(' \\\n');
}
