/** Deterministic randomness and the shape of demo traffic: weekdays, hours of the day, countries, devices. */

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from weighted choices with a precomputed cumulative table. */
export function picker<T>(choices: [T, number][]): (r: number) => T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let acc = 0;
  const table = choices.map(([value, w]) => {
    acc += w / total;
    return [value, acc] as const;
  });
  return (r) => {
    for (const [value, edge] of table) if (r < edge) return value;
    return table[table.length - 1]![0];
  };
}

/** Monday … Sunday. */
export const WEEKDAY_WEIGHT = [1.0, 1.05, 1.05, 1.0, 0.95, 0.75, 0.7];

/** Local hours 0–23: quiet nights, a morning rise and an evening peak. */
export const HOUR_WEIGHT = [
  0.25, 0.18, 0.14, 0.12, 0.12, 0.18, 0.35, 0.6, 0.85, 1.0, 1.05, 1.1, 1.15, 1.1, 1.05, 1.05, 1.1, 1.2, 1.35, 1.45, 1.4,
  1.15, 0.8, 0.45,
];

export const COUNTRIES: [string, number][] = [
  ['US', 30],
  ['GB', 10],
  ['DE', 9],
  ['FR', 7],
  ['IN', 12],
  ['CA', 6],
  ['BR', 8],
  ['ES', 5],
  ['AU', 4],
  ['MX', 5],
  ['NL', 4],
];

export const PLATFORMS: [{ os: string; device: string; ua: string }, number][] = [
  [
    {
      os: 'android',
      device: 'mobile',
      ua: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    },
    38,
  ],
  [
    {
      os: 'ios',
      device: 'mobile',
      ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    },
    27,
  ],
  [
    {
      os: 'windows',
      device: 'desktop',
      ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    },
    20,
  ],
  [
    {
      os: 'macos',
      device: 'desktop',
      ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    },
    9,
  ],
  [
    {
      os: 'ios',
      device: 'tablet',
      ua: 'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    },
    4,
  ],
  [{ os: 'linux', device: 'desktop', ua: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' }, 2],
];

export const SUB1: [string, number][] = [
  ['facebook', 35],
  ['google', 30],
  ['native', 15],
  ['email', 10],
  ['', 10],
];

export const STATUSES: ['approved' | 'pending' | 'rejected', number][] = [
  ['approved', 80],
  ['pending', 12],
  ['rejected', 8],
];
