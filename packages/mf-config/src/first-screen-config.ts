import path from 'node:path';
import { FIRST_SCREEN_FILE } from '@affnet/contracts';
import { type Configuration, DefinePlugin, optimize } from 'webpack';
import { apiUrlDefinition, swcRule } from './create-config';

/** The name of an app's second config: its server renderer, built into `FIRST_SCREEN_FILE` of the app's folder. */
export const FIRST_SCREEN_CONFIG = 'first-screen';

export interface FirstScreenOptions {
  /** The app's folder. */
  dir: string;
  /** The module (relative to `dir`) whose `renderFirstScreen` draws the app's first screen on the server. */
  entry: string;
  mode?: 'production' | 'development';
}

/**
 * The webpack config of an app's server renderer: a CommonJS module for Node with everything it needs bundled in (its
 * own react-dom/server, styled-components and words), no federation. The server requires it from the release's
 * folder; a release without it is served as before, without a drawn first screen.
 */
export function createFirstScreenConfig(options: FirstScreenOptions): Configuration {
  const mode = options.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  return {
    name: FIRST_SCREEN_CONFIG,
    mode,
    target: 'node20',
    context: options.dir,
    entry: { [path.basename(FIRST_SCREEN_FILE, '.js')]: options.entry },
    devtool: false,
    output: {
      path: path.join(options.dir, 'dist', path.dirname(FIRST_SCREEN_FILE)),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [swcRule] },
    performance: { hints: false },
    // Readable stack traces in the server's log; the file is never downloaded.
    optimization: { minimize: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    // One file: what the pages load on demand (other pages, other languages' words) is all in it.
    plugins: [new DefinePlugin(apiUrlDefinition()), new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}
