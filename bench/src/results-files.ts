import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from './repo';

/**
 * Writes bench/results/<name>.json and .md (the latest, overwritten) and a dated copy of the JSON under
 * bench/results/history/ so figures can be compared across commits.
 */
export function writeResults(name: string, date: string, results: unknown, markdown: string): string[] {
  const historyDir = path.join(RESULTS_DIR, 'history');
  mkdirSync(historyDir, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const stamp = date.replace(/[:.]/g, '-');
  const files = [
    [path.join(RESULTS_DIR, `${name}.json`), json],
    [path.join(RESULTS_DIR, `${name}.md`), markdown.endsWith('\n') ? markdown : `${markdown}\n`],
    [path.join(historyDir, `${stamp}-${name}.json`), json],
  ] as const;
  for (const [file, text] of files) writeFileSync(file, text);
  return files.map(([file]) => path.relative(path.dirname(path.dirname(RESULTS_DIR)), file));
}
