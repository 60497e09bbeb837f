import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

/** Loads an app's webpack.config.ts: its page's config, and its server renderer's when it has one. */
export function loadConfigs(dir: string): Configuration[] {
  // eslint-disable-next-line
  const mod = require(path.join(dir, 'webpack.config.ts'));
  const exported = (mod.default ?? mod) as Configuration | Configuration[];
  return Array.isArray(exported) ? exported : [exported];
}

/** Runs the given configs in one compiler run; resolves when all are written, rejects on any error. */
export function buildConfigs(configs: Configuration[], watch = false): Promise<void> {
  const compiler = webpack(configs);
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, stats?: webpack.MultiStats) => {
      if (err) return reject(err);
      const text = stats?.toString({ preset: 'errors-warnings', colors: false }).trim();
      if (text) console.warn(text);
      if (stats?.hasErrors()) return reject(new Error('Build failed'));
      if (!watch) compiler.close(() => resolve());
      else resolve();
    };
    if (watch) compiler.watch({}, done);
    else compiler.run(done);
  });
}

/** Builds the given apps (folders holding a webpack.config.ts) in one compiler run. */
export function buildApps(dirs: string[], watch = false): Promise<void> {
  return buildConfigs(dirs.flatMap(loadConfigs), watch);
}
