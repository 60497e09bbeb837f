import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page as it is and fails on any serious or critical violation, naming each. */
export async function expectNoSeriousViolations(page: Page) {
  let serious: string[] = [];
  // axe judges the page as it settles, not an element caught mid-animation (a toast fading in or out lacks
  // contrast). On a loaded machine a toast may start to leave while axe reads the page: then it reads it again.
  for (let attempt = 1; attempt <= 3; attempt++) {
    await expect.poll(() => page.evaluate(runningAnimations), { message: 'animations running before axe' }).toEqual([]);
    await page.evaluate(watchForMotion);
    const { violations, passes } = await new AxeBuilder({ page }).analyze();
    expect(passes.length, 'axe checked the page').toBeGreaterThan(10);
    serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    if (serious.length === 0 || !(await page.evaluate(movedSinceWatch))) break;
  }
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

type Watched = Window & { affnetMoved?: boolean; affnetWatching?: boolean };

/** Notes (in the page) whether any animation or transition starts from now on. */
function watchForMotion() {
  const page = window as Watched;
  page.affnetMoved = false;
  if (page.affnetWatching) return;
  page.affnetWatching = true;
  const moved = () => {
    page.affnetMoved = true;
  };
  document.addEventListener('animationstart', moved, true);
  document.addEventListener('transitionrun', moved, true);
}

/** Whether something started to move since watchForMotion, or still moves (run in the page). */
function movedSinceWatch(): boolean {
  const page = window as Watched;
  return page.affnetMoved === true || document.getAnimations().some((a) => a.playState === 'running');
}
