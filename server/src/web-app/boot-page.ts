import {
  BOOT_ELEMENT_ID,
  type BootData,
  FIRST_SCREEN_ELEMENT_ID,
  FIRST_SCREEN_SENT_ATTRIBUTE,
  FIRST_SCREEN_STYLE_ID,
  type FirstScreenMarkup,
} from '@affnet/contracts';

/** JSON that cannot end its <script> element nor open a comment in it: every `<` is written as \u003c. */
export function bootJson(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Until the live page takes over, a form of the drawn first screen is not sent by the browser (a sign-in form would
 * put the password in the address): it is marked, and the live page sends it with what was typed (take-over.ts).
 * A constant script, so a Content-Security-Policy can allow it by its hash.
 */
export const HOLD_SUBMIT_SCRIPT = `document.addEventListener("submit",function(e){var s=document.getElementById("${FIRST_SCREEN_ELEMENT_ID}");if(s&&s.contains(e.target)){e.preventDefault();e.target.setAttribute("${FIRST_SCREEN_SENT_ATTRIBUTE}","")}},true)`;

/** CSS in a <style> element: it cannot close the element. */
const styleText = (css: string) => css.replaceAll('</', '<\\/');

/**
 * The drawn first screen before the element the host renders into, which stays hidden (as the host's first render
 * may be a spinner) until the live page replaces the drawn one.
 */
function withFirstScreen(page: string, drawn: FirstScreenMarkup): string {
  const root = page.indexOf('<div id="root">');
  const head = page.lastIndexOf('</head>', root);
  if (root < 0 || head < 0) return page;
  const style = `<style id="${FIRST_SCREEN_STYLE_ID}">${styleText(drawn.css)}#${FIRST_SCREEN_ELEMENT_ID}~#root{display:none}</style>`;
  const body = `<script>${HOLD_SUBMIT_SCRIPT}</script><div id="${FIRST_SCREEN_ELEMENT_ID}">${drawn.html}</div>`;
  return `${page.slice(0, head)}${style}${page.slice(head, root)}${body}${page.slice(root)}`;
}

/**
 * The host page with what its first screen would otherwise fetch in turn: the boot data (a JSON block, which the
 * browser never runs, so a Content-Security-Policy without 'unsafe-inline' still holds) and a preload of each
 * script of the first route's remote, so the browser fetches them beside the host's own. The scripts are classic
 * ones loaded by <script> without `crossorigin` (the federation runtime and webpack's chunk loader add none), so
 * the preloads carry none either: a preload is reused only when its request mode matches. A public page drawn on the
 * server comes with its drawn first screen, usable before any script has run.
 */
export function bootPage(
  template: string,
  data: Pick<BootData, 'branding'> & { manifest: unknown },
  scripts: string[],
  drawn: FirstScreenMarkup | null = null,
): string {
  const preloads = scripts.map((url) => `<link rel="preload" as="script" href="${attribute(url)}">`).join('');
  const boot = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${bootJson(data)}</script>`;
  const at = template.lastIndexOf('</head>');
  if (at < 0) return template;
  const page = `${template.slice(0, at)}${boot}${preloads}${template.slice(at)}`;
  return drawn ? withFirstScreen(page, drawn) : page;
}
