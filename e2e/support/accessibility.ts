import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page as it is and fails on any serious or critical violation, naming each. */
export async function expectNoSeriousViolations(page: Page) {
  // axe judges the page as it settles, not an element caught mid-animation (a toast fading in lacks contrast):
  // wait until no finite animation or transition runs (a spinner's endless one is no reason to wait).
  await expect.poll(() => page.evaluate(runningAnimations), { message: 'animations running before axe' }).toEqual([]);
  const { violations, passes } = await new AxeBuilder({ page }).analyze();
  expect(passes.length, 'axe checked the page').toBeGreaterThan(10);
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `on ${page.url()}`).toEqual([]);
}

/** The finite animations and transitions still running on the page (run in the page). */
function runningAnimations(): string[] {
  return document
    .getAnimations()
    .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? 0))
    .map((a) =>
      a instanceof CSSAnimation ? a.animationName : a instanceof CSSTransition ? a.transitionProperty : a.id,
    );
}
