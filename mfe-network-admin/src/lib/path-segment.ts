/** A number as one path segment. */
export const segment = (value: number) => encodeURIComponent(String(value));
