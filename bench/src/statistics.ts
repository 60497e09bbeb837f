/** Median, min and max of a figure over the runs. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function spread(values: number[]): Spread {
  const present = values.filter((value) => Number.isFinite(value));
  if (present.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  return { median: median(present), min: Math.min(...present), max: Math.max(...present) };
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function milliseconds(value: number): string {
  return Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a';
}
