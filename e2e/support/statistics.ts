import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The cells of every row of a table, as text, header row first. */
export function cellsOf(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    [...(element as HTMLTableElement).rows].map((row) =>
      [...row.cells].map((cell) => (cell.querySelector('button')?.firstChild ?? cell).textContent?.trim() ?? ''),
    ),
  );
}

/** A table cell as the CSV writes it: no currency sign or thousands separator, nothing for "no value". */
export const asCsv = (cell: string) => (cell === '—' || cell === '(none)' ? '' : cell.replace(/[$,]/g, ''));

/** Rows of a CSV text (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') cell += text[++i];
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** Runs axe on the page as it is and fails on any serious or critical violation, naming each. */
export async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `on ${page.url()}`).toEqual([]);
}

/** The current value of a metric in a dashboard card, e.g. ('Today vs yesterday', 'Conversions'). */
export function cardValue(page: Page, period: string, metric: string): Locator {
  return page
    .getByRole('region', { name: period })
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${metric}$`) }) })
    .getByRole('definition')
    .locator('strong');
}
