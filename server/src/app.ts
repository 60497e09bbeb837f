import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { authPlugin } from './auth/guard';
import { ExportWorker } from './exports/worker';
import { reportHostConflicts } from './networks/host-conflicts';
import { tenantPlugin } from './networks/tenant-plugin';
import { prunePostbackHistoryHourly } from './postbacks/history';
import { startPostbackWorker } from './postbacks/worker';
import { registerReleaseFolders } from './remotes/release-folders';
import { routes } from './routes';
import { seedDemoIfEmpty } from './seed/demo';
import { ensureFirstAdmin } from './seed/first-admin';
import { Background } from './shared/background';
import type { Config } from './shared/config';
import type { AppContext } from './shared/context';
import { openDatabase } from './shared/db/connection';
import { migrateToLatest } from './shared/db/migrations';
import { platformStore } from './shared/db/platform-store';
import { underStartupLock } from './shared/db/startup-lock';
import { openFileStore } from './shared/files';
import { DirectRoutes } from './shared/http/direct-routes';
import { clientErrors, errorsPlugin, frameworkErrors } from './shared/http/errors-plugin';
import { finiteNumbersPlugin } from './shared/http/finite-numbers';
import { openApiPlugin } from './shared/http/openapi';
import { securityPlugin } from './shared/http/security';
import { storableTextPlugin } from './shared/http/storable-text';
import { trimEmailsPlugin } from './shared/http/trim-emails';
import { LoginLimiter } from './shared/login-limiter';
import { createMailer } from './shared/mail/mailer';
import { MailWorker, queueMail } from './shared/mail/outbox';
import { NodeEvents } from './shared/node-events';
import { securityHeadersPlugin } from './web-app/security-headers';
import { staticPlugin } from './web-app/static-plugin';

export interface BuildAppOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Registered just before the routes, so their hooks see every route: the tests' checks of the answers. */
  checks?: FastifyPluginAsync[];
}

export const JSON_BODY_LIMIT = 1024 * 1024;

/** Opens and migrates the database, seeds the demo data if asked and empty, and builds the app (not listening). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const directRoutes = new DirectRoutes();
  const app = Fastify({
    serverFactory: directRoutes.serverFactory,
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors,
    clientErrorHandler: clientErrors,
  });
  const { db, dialect } = openDatabase(config.databaseUrl, (error) =>
    app.log.warn({ err: error }, 'an idle database connection failed; the next query opens another'),
  );
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  const mailWorker = new MailWorker(db, mailer, { pollMs: config.mailPollMs, log: app.log });
  const background = new Background(app.log);
  app.decorate('directRoutes', directRoutes);
  app.addHook('preClose', async () => directRoutes.close());
  app.addHook('onClose', async () => db.destroy());
  try {
    const platform = platformStore(db);
    const files = openFileStore(config.fileStore, config.dataDir, db);
    await underStartupLock(db as never, dialect, async () => {
      await migrateToLatest(db as never, dialect);
      // Demo data only when asked (DEMO_DATA, which `npm start` sets; never in production).
      if (config.demoData && (await seedDemoIfEmpty(db, platform, config, files))) {
        app.log.info('database was empty: demo networks acme and globex created');
      }
      await ensureFirstAdmin(db, config, app.log);
    });
    await reportHostConflicts(db, config.baseDomain, app.log);
    const nodes = new NodeEvents(db, dialect, app.log);
    await nodes.start(config.databaseUrl);
    app.addHook('onClose', async () => nodes.stop());
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
      loginLimiter: new LoginLimiter(db, config.loginFailures),
      nodes,
      files,
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
    await app.register(storableTextPlugin);
    await app.register(staticPlugin);
    await app.register(openApiPlugin);
    for (const check of options.checks ?? []) await app.register(check);
    await app.register(routes);
    // The job runners (shared/jobs): exports and postback deliveries start once the app is ready or built, and
    // closing waits for the work in flight (the mails' drain is above, after the requests' background work).
    const exports = new ExportWorker(ctx, { log: app.log });
    app.addHook('onReady', () => exports.start());
    app.addHook('preClose', () => exports.stop());
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
