import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACME, buildTestApp, signIn } from './helpers';

describe('demo seed', () => {
  it('fills an empty database once; a second start keeps the data and adds nothing', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'affnet-seed-'));
    try {
      const first = await buildTestApp({}, dataDir);
      const counts = async (t: typeof first) => ({
        networks: (await t.app.ctx.db.selectFrom('networks').select('id').execute()).length,
        users: (await t.app.ctx.db.selectFrom('users').select('id').execute()).length,
        managers: (await t.app.ctx.db.selectFrom('account_managers').select('id').execute()).length,
        invites: (await t.app.ctx.db.selectFrom('invites').select('token').execute()).length,
      });
      // 1 admin + per network: owner, advertiser, 6 publishers (5 added by the offers seed)
      expect(await counts(first)).toEqual({ networks: 2, users: 17, managers: 2, invites: 4 });
      await first.app.ctx.db
        .updateTable('networks')
        .set({ company_name: 'Acme Renamed' })
        .where('network_id', '=', 'acme')
        .execute();
      await first.close();

      const second = await buildTestApp({}, dataDir);
      expect(await counts(second)).toEqual({ networks: 2, users: 17, managers: 2, invites: 4 });
      const acme = await second.app.ctx.platform.networkBySlug('acme');
      expect(acme?.company_name).toBe('Acme Renamed');
      await signIn(second.app, ACME, 'member', 'publisher@acme.test');
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
