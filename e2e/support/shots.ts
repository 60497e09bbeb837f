import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Saves a screenshot to look at, only when a run asks for them (`E2E_SHOTS_DIR`); a normal run writes nothing.
 */
export async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS_DIR;
  if (folder) await page.screenshot({ path: path.join(folder, name) });
}
