import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page as it is and fails on any serious or critical violation, naming each. */
export async function expectNoSeriousViolations(page: Page) {
  const { violations, passes } = await new AxeBuilder({ page }).analyze();
  expect(passes.length, 'axe checked the page').toBeGreaterThan(10);
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `on ${page.url()}`).toEqual([]);
}
