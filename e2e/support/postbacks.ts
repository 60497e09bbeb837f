import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiCall } from './api';
import { ACME, API } from './environment';

export interface PostbackSettings {
  postback_approval: boolean;
  export_retention_days: number;
}

/** The network's postback settings as the owner reads them. */
export async function postbackSettings(request: APIRequestContext, ownerToken: string): Promise<PostbackSettings> {
  const { body } = await apiCall<PostbackSettings>(request, ACME, 'GET', '/api/get/network/setting', {
    token: ownerToken,
  });
  if (!body.payload) throw new Error(body.msg);
  const { postback_approval, export_retention_days } = body.payload;
  return { postback_approval, export_retention_days };
}

/** Changes the network's postback settings through the owner's settings call. */
export async function savePostbackSettings(
  request: APIRequestContext,
  ownerToken: string,
  settings: PostbackSettings,
): Promise<void> {
  const { status, body } = await apiCall(request, ACME, 'POST', '/api/network/setting/postbacks', {
    token: ownerToken,
    data: { ...settings, log_status: 'e2e: postback settings' },
  });
  expect(status, body.msg).toBe(200);
}

/** Deletes every postback of the signed-in publisher (approval must be off, or the deletions wait). */
export async function deleteAllPostbacks(request: APIRequestContext, publisherToken: string): Promise<void> {
  const { body } = await apiCall<{ id: number }[]>(request, ACME, 'GET', '/api/postbacks', { token: publisherToken });
  for (const { id } of body.payload ?? []) {
    const response = await request.fetch(`${API}/api/postbacks/${id}`, {
      method: 'DELETE',
      headers: { Host: new URL(ACME).host, Authorization: publisherToken },
    });
    expect(response.status()).toBe(200);
  }
}

/** The rows of the publisher's postbacks table, header excluded. */
export function postbackRows(page: Page): Locator {
  return page.getByRole('table', { name: 'Your postbacks' }).locator('tbody').getByRole('row');
}

/**
 * Opens the delivery log of the global postback and refreshes it until a row shows `text`; returns the log table.
 * Each refresh waits for the log's answer and its table before looking, and the next starts only after that: a
 * slow answer is waited for, never cut short by another click.
 */
export async function deliveryLogShowing(page: Page, text: string | RegExp): Promise<Locator> {
  const log = page.getByRole('table', { name: 'Deliveries of the postback for All offers (global)' });
  const empty = page.getByRole('status').filter({ hasText: /no deliveries/i });
  const answered = () => page.waitForResponse((r) => /\/api\/postbacks\/\d+\/deliveries/.test(r.url()));
  if (!(await log.isVisible())) {
    const first = answered();
    await page.getByRole('button', { name: 'Delivery log of postback for All offers (global)' }).click();
    await first;
  }
  await expect
    .poll(
      async () => {
        await expect(log.or(empty)).toBeVisible();
        if ((await log.getByRole('row').filter({ hasText: text }).count()) > 0) return true;
        const next = answered();
        await page.getByRole('button', { name: 'Refresh' }).click();
        await next;
        return false;
      },
      { message: `a delivery showing ${text}`, timeout: 20_000 },
    )
    .toBe(true);
  return log;
}
