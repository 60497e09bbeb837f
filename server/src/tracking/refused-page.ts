import { createHash } from 'node:crypto';
import { DARK_SKIN6, SKIN_COLORS } from '@affnet/contracts';
import { parseTheme } from '../networks/theme-settings';
import type { NetworkRow } from '../shared/db/schema';
import type { VisitorLanguage } from './visitor-language';

const WORDS: Record<VisitorLanguage, { title: string; text: string }> = {
  en: {
    title: 'This offer is not available',
    text: 'The link you followed leads to an offer that is not running right now. Please try again later.',
  },
  es: {
    title: 'Esta oferta no está disponible',
    text: 'El enlace que ha seguido lleva a una oferta que no está activa en este momento. Vuelva a intentarlo más tarde.',
  },
  fr: {
    title: 'Cette offre n’est pas disponible',
    text: 'Le lien que vous avez suivi mène à une offre qui n’est pas active pour le moment. Veuillez réessayer plus tard.',
  },
  de: {
    title: 'Dieses Angebot ist nicht verfügbar',
    text: 'Der Link, dem Sie gefolgt sind, führt zu einem Angebot, das gerade nicht aktiv ist. Bitte versuchen Sie es später erneut.',
  },
};

/** The page and its Content-Security-Policy: nothing runs, only its own style and an image of the same site. */
export interface RefusedPage {
  html: string;
  policy: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The network's logo when it is one of its uploads (same site): the page loads nothing from elsewhere. */
const ownLogo = (url: string | null) => (url && /^\/uploads\/[a-z0-9-]+\/[a-z0-9.-]+$/.test(url) ? url : null);

function styleOf(network: NetworkRow | null): string {
  const theme = network ? parseTheme(network.theme) : null;
  const dark = theme?.theme === 'dark';
  const band = theme ? (dark && theme.navbarbg === 'skin6' ? DARK_SKIN6 : SKIN_COLORS[theme.navbarbg]) : null;
  const page = dark ? 'background:#111827;color:#e5e7eb' : 'background:#f5f7fb;color:#1f2937';
  return (
    `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;${page}}` +
    `header{display:flex;align-items:center;gap:.75rem;padding:1rem 1.25rem;` +
    `background:${band?.bg ?? '#2a3547'};color:${band?.fg ?? '#ffffff'};font-weight:600;font-size:1.1rem}` +
    // Logos are drawn for a light ground (their own text is dark): a light plate keeps them readable on any skin.
    'header img{max-height:40px;max-width:180px;background:#fff;border-radius:6px;padding:4px 8px}' +
    'main{max-width:36rem;margin:3rem auto;padding:0 1.25rem;line-height:1.5}' +
    'h1{font-size:1.5rem;margin:0 0 .75rem}'
  );
}

/**
 * The page a refused click without a fallback URL lands on: in the network's brand (its name, logo, header colour)
 * and the visitor's language; without a network (an unknown host), the same words unbranded.
 */
export function refusedPage(network: NetworkRow | null, language: VisitorLanguage): RefusedPage {
  const words = WORDS[language];
  const style = styleOf(network);
  const logo = ownLogo(network?.logo_url ?? null);
  const name = network ? escapeHtml(network.company_name) : '';
  // The logo carries the name as its text; beside the logo the name would say it twice.
  const brand = network ? (logo ? `<img src="${escapeHtml(logo)}" alt="${name}">` : `<span>${name}</span>`) : '';
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(words.title)}${network ? ` · ${name}` : ''}</title><style>${style}</style>` +
    // The logo as the tab's icon too; without one, the browser's own look-up of /favicon.ico.
    `${logo ? `<link rel="icon" href="${escapeHtml(logo)}">` : ''}</head>` +
    `<body>${brand ? `<header>${brand}</header>` : ''}` +
    `<main><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.text)}</p></main></body></html>`;
  const hash = createHash('sha256').update(style).digest('base64');
  const policy =
    `default-src 'none'; style-src 'sha256-${hash}'; img-src 'self'; ` +
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
  return { html, policy };
}

const built = new WeakMap<NetworkRow, Map<VisitorLanguage, RefusedPage>>();
const unbranded = new Map<VisitorLanguage, RefusedPage>();

/** Built once per language for each catalogue's network row (a settings change brings a new row). */
export function refusedPageOf(network: NetworkRow | null, language: VisitorLanguage): RefusedPage {
  const pages = network ? (built.get(network) ?? new Map<VisitorLanguage, RefusedPage>()) : unbranded;
  if (network) built.set(network, pages);
  let page = pages.get(language);
  if (!page) {
    page = refusedPage(network, language);
    pages.set(language, page);
  }
  return page;
}
