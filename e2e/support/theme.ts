import type { APIRequestContext } from '@playwright/test';
import { apiCall, apiLogin } from './api';
import type { Tenant } from './demo-users';

type ThemeSettings = Record<string, string>;

/** A network's saved theme, read and written through the API as its owner: to restore it after a test. */
export async function savedTheme(request: APIRequestContext, tenant: Tenant) {
  const owner = await apiLogin(request, tenant.origin, `owner@${tenant.name}.test`, 'owner');
  const read = async () => {
    const { body } = await apiCall<{ theme: ThemeSettings }>(
      request,
      tenant.origin,
      'POST',
      '/api/network/get/theme/',
      {
        data: { network_id: tenant.name },
        token: owner.token,
      },
    );
    if (!body.payload) throw new Error(`No theme for ${tenant.name}: ${body.msg}`);
    return body.payload.theme;
  };
  const original = await read();
  return {
    original,
    /** Saves the theme the network had when this was created (through `api`, e.g. an afterAll hook's own context). */
    restore: async (api: APIRequestContext = request) => {
      const { status, body } = await apiCall(api, tenant.origin, 'POST', '/api/network/save/theme/', {
        data: { network_id: tenant.name, settings: original },
        token: owner.token,
      });
      if (status !== 200) throw new Error(`Could not restore the theme of ${tenant.name}: ${body.msg}`);
    },
  };
}
