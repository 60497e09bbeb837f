/**
 * Uploaded SVG logos are kept only when they are plain drawings: an SVG is a document that can run script, load
 * other resources and track the viewer. Rather than rewrite a file we cannot fully parse here, anything outside
 * that is refused with its reason; the /uploads/ folder is also served with a CSP that forbids script.
 */
const SVG_START =
  /^(?:\uFEFF)?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>\s*)?<svg[\s>]/i;

const FORBIDDEN: [RegExp, string][] = [
  [/<!DOCTYPE|<!ENTITY/i, 'a DOCTYPE or entity'],
  [/<script[\s>/]/i, 'a script'],
  [/<(?:foreignObject|iframe|embed|object|audio|video|animate|set)[\s>/]/i, 'embedded or animated content'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute'],
  [/javascript:/i, 'a javascript: address'],
  [/@import/i, 'a style import'],
  // Any link must stay inside the drawing (#id) or be an embedded raster image.
  [/href\s*=\s*(["']?)(?!#|data:image\/(?:png|jpeg|gif|webp);base64,)/i, 'an external reference'],
  [/url\(\s*(["']?)(?!#)/i, 'an external reference in a style'],
];

/** Is this upload an SVG document at all (by its start, not by a claimed name or type)? */
export function looksLikeSvg(data: Buffer): boolean {
  return SVG_START.test(data.subarray(0, 4096).toString('utf8'));
}

/** Why this SVG may not be a logo, or null when it is a plain drawing. */
export function unsafeSvgReason(data: Buffer): string | null {
  const text = data.toString('utf8');
  if (text.includes('\uFFFD')) return 'it is not valid UTF-8 text';
  for (const [pattern, what] of FORBIDDEN) {
    if (pattern.test(text)) return `it contains ${what}`;
  }
  return null;
}
