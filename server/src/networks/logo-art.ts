/** Generated SVG logos for the demo networks and for new networks until they upload their own. */
const PALETTE = ['#1e88e5', '#e53935', '#43a047', '#8e24aa', '#fb8c00', '#00897b'];

export type LogoSize = 'large' | 'medium' | 'small';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function initialsOf(company: string): string {
  const words = company.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '');
  return (letters.join('') || '?').toUpperCase();
}

export function colourFor(seed: string): string {
  let sum = 0;
  for (const ch of seed) sum = (sum * 31 + (ch.codePointAt(0) ?? 0)) % 9973;
  return PALETTE[sum % PALETTE.length] ?? '#1e88e5';
}

function badge(initials: string, colour: string, x: number, y: number, side: number): string {
  const fontSize = Math.round(side * (initials.length > 1 ? 0.42 : 0.55));
  return (
    `<rect x="${x}" y="${y}" width="${side}" height="${side}" rx="${Math.round(side / 5)}" fill="${colour}"/>` +
    `<text x="${x + side / 2}" y="${y + side / 2}" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>`
  );
}

export function logoSvg(company: string, size: LogoSize, colour: string): string {
  const initials = initialsOf(company);
  const open = (w: number, h: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(company)}">`;
  if (size === 'small') return `${open(32, 32)}${badge(initials, colour, 0, 0, 32)}</svg>\n`;
  if (size === 'medium') return `${open(64, 64)}${badge(initials, colour, 0, 0, 64)}</svg>\n`;
  const name = Array.from(company).slice(0, 24).join('');
  return (
    `${open(260, 64)}${badge(initials, colour, 4, 8, 48)}` +
    `<text x="62" y="32" dy="0.35em" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="600" ` +
    `fill="#333333">${escapeXml(name)}</text></svg>\n`
  );
}
