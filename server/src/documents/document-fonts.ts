import path from 'node:path';

/**
 * The fonts documents are set in: DejaVu Sans from its npm package, embedded (subset) in each PDF. PDF's built-in
 * Helvetica only knows Latin-1 and a few more signs, and Intl's money formats use signs beyond it (the narrow
 * no-break space of French amounts, ₹, ₩, ₺...), so a document would print holes. Never loaded from the network.
 */
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const DOCUMENT_FONTS = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
} as const;
