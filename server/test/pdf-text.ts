import { execFileSync } from 'node:child_process';

/**
 * The text of a PDF through poppler's pdftotext, as a reader's copy-paste would give it. A machine without it fails
 * the test that needs it, saying how to install it, rather than skipping: a PDF nobody reads back proves nothing.
 */
export function pdfText(pdf: Buffer): string {
  try {
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('pdftotext is missing: install poppler-utils (apt-get install -y poppler-utils)');
    }
    throw error;
  }
}
