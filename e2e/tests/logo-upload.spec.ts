import { expect, test } from '@playwright/test';
import { ACME } from '../support/environment';
import { toast } from '../support/shell';
import { openSignedIn } from '../support/sign-in';

// A logo goes up by XMLHttpRequest (the transport's upload progress): the owner sees how far it got, then the new
// logo. The drawing sent is the network's own small logo, so no other test sees a change.
test('the Acme owner uploads a logo and watches its progress', async ({ page }) => {
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: '/network/settings/logo' });
  const logo = page.getByRole('region', { name: 'Logo' });
  const current = logo.getByRole('img', { name: 'Current Small logo' });
  const src = (await current.getAttribute('src')) ?? '';
  // Read in the page: Node does not resolve the tenants' *.localhost names.
  const drawing = await page.evaluate(async (url) => (await fetch(url)).text(), src);
  // About 200 KB, sent at 100 KB/s: the bar is seen part way.
  const padded = drawing.replace('</svg>', `<!-- ${'x'.repeat(200_000)} --></svg>`);
  await logo
    .getByLabel('Small logo')
    .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(padded) });
  const network = await page.context().newCDPSession(page);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });

  await logo.getByRole('button', { name: 'Upload (Small logo)' }).click();
  const bar = logo.getByRole('progressbar', { name: 'Uploading Small logo' });
  await expect(bar).toBeVisible();
  await expect(toast(page, 'Logo uploaded')).toBeVisible({ timeout: 15_000 });
  await expect(bar).toBeHidden();
  await expect(logo.getByRole('img', { name: 'Preview of the Small logo' })).toHaveAttribute(
    'src',
    /logo\.small\.svg\?v=/,
  );
});
