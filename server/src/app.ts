import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrations';
import { platformStore } from './db/platform-store';
import { authPlugin } from './plugins/auth';
import { clientErrors, errorsPlugin, frameworkErrors } from './plugins/errors';
import { finiteNumbersPlugin } from './plugins/finite-numbers';
import { securityPlugin } from './plugins/security';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticPlugin } from './plugins/static';
import { tenantPlugin } from './plugins/tenant';
import { trimEmailsPlugin } from './plugins/trim-emails';
import { routes } from './routes';
import { seedDemoIfEmpty } from './seed/demo';
import { ensureFirstAdmin } from './seed/first-admin';
import { Background } from './services/background';
import { LoginLimiter } from './services/login-limiter';
import { createMailer } from './services/mail';
import { MailWorker, queueMail } from './services/mail-outbox';
import { prunePostbackHistoryHourly } from './services/postback-history';
import { startPostbackWorker } from './services/postback-worker';
import { registerReleaseFolders } from './services/remote-releases';

export interface BuildAppOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

export const JSON_BODY_LIMIT = 1024 * 1024;

/** Opens and migrates the database, seeds the demo data if asked and empty, and builds the app (not listening). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors,
    clientErrorHandler: clientErrors,
  });
  const { db, dialect } = openDatabase(config.databaseUrl);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  const mailWorker = new MailWorker(db, mailer, { pollMs: config.mailPollMs, log: app.log });
  const background = new Background(app.log);
  app.addHook('onClose', async () => db.destroy());
  try {
    await migrateToLatest(db as never, dialect);
    const platform = platformStore(db);
    // Demo data only when asked (DEMO_DATA, which `npm start` sets; never in production).
    if (config.demoData && (await seedDemoIfEmpty(db, platform, config))) {
      app.log.info('database was empty: demo networks acme and globex created');
    }
    await ensureFirstAdmin(db, config, app.log);
    const ctx: AppContext = {
      config,
      db,
      dialect,
      platform,
      mail: {
        queue: async (message, trx = db) => {
          await queueMail(trx, message);
          // After the caller's transaction has committed, whichever it is.
          setImmediate(() => mailWorker.wake());
        },
        drain: () => mailWorker.drain(),
      },
      background,
      loginLimiter: new LoginLimiter(config.loginFailures),
      log: app.log,
    };
    app.decorate('ctx', ctx);
    // Closing waits for what requests started, then for the mails it queued.
    app.addHook('preClose', async () => {
      await background.idle();
      if (!config.mailWorker) return;
      await mailWorker.drain();
      await mailWorker.stop();
    });
    if (config.mailWorker) mailWorker.start();
    await registerReleaseFolders(ctx, app.log);
    await app.register(errorsPlugin);
    await app.register(securityPlugin);
    await app.register(securityHeadersPlugin);
    await app.register(tenantPlugin);
    await app.register(authPlugin);
    await app.register(trimEmailsPlugin);
    await app.register(finiteNumbersPlugin);
    await app.register(staticPlugin);
    await app.register(routes);
    if (config.postbacks.worker) {
      const worker = startPostbackWorker(ctx, config.postbacks, app.log);
      const pruning = prunePostbackHistoryHourly(ctx, config.postbacks.logDays, app.log);
      app.addHook('preClose', async () => {
        clearInterval(pruning);
        await worker.stop();
      });
    }
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
