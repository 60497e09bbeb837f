import { BOOT_ELEMENT_ID, type BootData } from '@affnet/contracts';

/** JSON that cannot end its <script> element nor open a comment in it: every `<` is written as \u003c. */
export function bootJson(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The host page with what its first screen would otherwise fetch in turn: the boot data (a JSON block, which the
 * browser never runs, so a Content-Security-Policy without 'unsafe-inline' still holds) and a preload of each
 * script of the first route's remote, so the browser fetches them beside the host's own. The scripts are classic
 * ones loaded by <script> without `crossorigin` (the federation runtime and webpack's chunk loader add none), so
 * the preloads carry none either: a preload is reused only when its request mode matches.
 */
export function bootPage(
  template: string,
  data: Pick<BootData, 'branding'> & { manifest: unknown },
  scripts: string[],
): string {
  const preloads = scripts.map((url) => `<link rel="preload" as="script" href="${attribute(url)}">`).join('');
  const boot = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${bootJson(data)}</script>`;
  const at = template.lastIndexOf('</head>');
  if (at < 0) return template;
  return `${template.slice(0, at)}${boot}${preloads}${template.slice(at)}`;
}
