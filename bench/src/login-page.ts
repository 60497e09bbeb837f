import type { Benchmark } from './benchmark';
import { type LoginPageRun, loginPageResults, loginPageRun } from './login-page-figures';
import { loginPageMarkdown } from './login-page-report';
import { type LoginPageVisit, visitLoginPage } from './page-load';
import { machineFacts } from './repo';
import { writeResults } from './results-files';
import { measureStaticLoginPage } from './static-login-page';

const COLD_RUNS = 5;

/** The login page of the acme tenant as `npm start` serves it: bytes per origin, time to a usable form. */
export const loginPage: Benchmark = {
  name: 'login-page',
  title: 'Login page: downloads per origin and time to a usable login form (cold and repeat visit)',
  needsFrontEndBuild: true,
  async run(environment) {
    const server = await environment.server();
    const browser = await environment.browser();
    const url = `http://acme.localhost:${server.port}/login`;

    // One unrecorded visit so the first measured run does not pay for the server's and browser's first start.
    const warmUp = await browser.newContext();
    await visitLoginPage(warmUp, url).finally(() => warmUp.close());

    const runs: LoginPageRun[] = [];
    let firstVisit: LoginPageVisit | undefined;
    let repeatVisit: LoginPageVisit | undefined;
    for (let run = 1; run <= COLD_RUNS; run += 1) {
      const context = await browser.newContext();
      try {
        const visit = await visitLoginPage(context, url);
        firstVisit ??= visit;
        runs.push(loginPageRun(run, visit, server.originNames));
        console.info(`  run ${run}: login form usable at ${Math.round(visit.timings.formUsableMs)} ms`);
        if (run === COLD_RUNS) {
          repeatVisit = await visitLoginPage(context, url);
          console.info(`  repeat visit: login form usable at ${Math.round(repeatVisit.timings.formUsableMs)} ms`);
        }
      } finally {
        await context.close();
      }
    }
    if (!firstVisit || !repeatVisit) throw new Error('no run was recorded');

    const machine = { ...machineFacts(), chromium: browser.version() };
    const repeat = loginPageRun(COLD_RUNS + 1, repeatVisit, server.originNames);
    const staticPage = await measureStaticLoginPage(browser, url, server.port, firstVisit.resources, COLD_RUNS);
    console.info(`  static page of the same size: form usable at ${Math.round(staticPage.formUsableMs.median)} ms`);
    const results = {
      ...loginPageResults(url, machine, runs, repeat, firstVisit, repeatVisit.resources),
      staticPage,
    };
    const markdown = loginPageMarkdown(results);
    console.info(`\n${markdown}`);
    const files = writeResults(this.name, machine.date, results, markdown);
    console.info(`Results written: ${files.join(', ')}`);
  },
};
