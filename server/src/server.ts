import { buildApp } from './app';
import { startClockAt } from './shared/clock';
import { loadConfig } from './shared/config';
import { serveRemoteOrigins } from './web-app/remote-origins';

/** Starts the API server: config from the environment, database migrated (and seeded if empty), then listen. */
async function main() {
  const config = loadConfig();
  if (config.clockStart) startClockAt(config.clockStart);
  const app = await buildApp({
    config,
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
  });
  let closeRemotes = async () => {};
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    Promise.all([app.close(), closeRemotes()]).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (config.serveRemotes) closeRemotes = await serveRemoteOrigins(config.remotePorts, config.host, app.log);
  app.log.info(
    `affnet server on http://localhost:${config.port} (demo tenants: http://acme.localhost:${config.port}, http://globex.localhost:${config.port}); data in ${config.dataDir}`,
  );
}

main().catch((error: unknown) => {
  console.error('affnet server failed to start:', error);
  process.exit(1);
});
