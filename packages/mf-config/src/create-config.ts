import path from 'node:path';
import { FIRST_SCREEN_FILE } from '@affnet/contracts';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { type Configuration, DefinePlugin } from 'webpack';
import { AreaJsonPlugin } from './area-json-plugin';
import { builtCore } from './built-core';
import { type SharedSingletons, sharedSingletons } from './shared';
import { SignedInShellPlugin } from './signed-in-shell-plugin';
import { StandaloneRuntimePlugin } from './standalone-runtime-plugin';

export interface AppOptions {
  /** Federation name: `host_shell` or one of REMOTE_NAMES. */
  name: string;
  /** The app's folder (holds src/index.ts). */
  dir: string;
  /** The one exposed module of a remote; absent for the host. */
  expose?: string;
  /** Page title of the standalone page. */
  title: string;
  mode?: 'production' | 'development';
}

const COMPRESSIBLE = /\.(js|json|html|svg)$/;

const REACT_I18NEXT_ES = path.join(path.dirname(require.resolve('react-i18next/package.json')), 'dist/es');

/**
 * A library a trimmed shared module (shared-*.ts) re-exports from: its ES module file under a name that is not its
 * share key, so that federation does not hand the trimmed module to itself.
 */
const WHOLE_LIBRARIES = {
  '@whole/react-i18next$': path.join(REACT_I18NEXT_ES, 'index.js'),
  '@whole/react-i18next/trans$': path.join(REACT_I18NEXT_ES, 'Trans.js'),
};

/**
 * The host's plugin that provides its federation runtime to the remotes is added by federation as the path of its
 * CommonJS file, which pulls in the CommonJS copy of the whole runtime beside the ES module copy the host runs
 * (≈ 10 KB compressed in the host's first script). Its ES module file hands over the one copy the host runs.
 */
const injectRuntimePlugin = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const ONE_FEDERATION_RUNTIME = { [`${injectRuntimePlugin}$`]: injectRuntimePlugin.replace(/\.cjs$/, '.js') };

export const swcRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

/** The API's base address is an environment setting at build time; empty means the page's own origin. */
export const apiUrlDefinition = () => ({
  'process.env.AFFNET_API_URL': JSON.stringify(process.env.AFFNET_API_URL ?? ''),
});

/**
 * Libraries no sign-in page uses: the host provides them as chunks of their own, loaded when a page asks. (The toasts'
 * library stays in the first script: a wrong password is answered with a toast at once.)
 */
const AFTER_SIGN_IN = new Set(['@tanstack/react-query']);

function hostShared(shared: SharedSingletons) {
  return Object.fromEntries(
    Object.entries(shared).map(([name, share]) => [name, { ...share, eager: !AFTER_SIGN_IN.has(name) }]),
  );
}

/** The webpack config of one app; an app's webpack.config.ts is one call to this. */
export function createConfig(options: AppOptions): Configuration {
  const mode = options.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const isHost = !options.expose;
  // A production remote uses the host's federation runtime; its own page needs one of its own.
  const shipsStandaloneRuntime = !isHost && mode === 'production';
  const core = builtCore(options.dir);
  const shared = sharedSingletons(core.version);
  return {
    mode,
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : false,
    output: {
      path: path.join(options.dir, 'dist'),
      // Entry names stay plain: the federation runtime cannot fill [contenthash] in them (TOOLCHAIN.md).
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: isHost ? '/' : 'auto',
      // The server renderer (first-screen-config.ts) writes its own folder of dist/ in the same run.
      clean: { keep: (file: string) => file.startsWith(`${path.dirname(FIRST_SCREEN_FILE)}/`) },
      uniqueName: options.name,
      // A module that throws while it is first run (a shared module refused, a failed chunk) is run again by the
      // next attempt, not handed out half-run: Retry of a failed area then gets the real error or a working page.
      strictModuleExceptionHandling: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // Every import of the core (the app's and the packages' it bundles) is the one whose version the share declares.
      alias: { ...WHOLE_LIBRARIES, ...ONE_FEDERATION_RUNTIME, '@affnet/core': core.dir },
    },
    module: { rules: [swcRule] },
    performance: { hints: false },
    optimization: {
      minimizer: [new TerserPlugin({ extractComments: false, terserOptions: { ecma: 2020, compress: { passes: 2 } } })],
    },
    stats: 'errors-warnings',
    // Plugin loggers (federation's manifest notes on publicPath 'auto') stay quiet unless something fails.
    infrastructureLogging: { level: 'error' },
    plugins: [
      new DefinePlugin(apiUrlDefinition()),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.expose ? { './App': options.expose } : undefined,
        // The host's copy of each shared library the first screen uses sits in its first script (eager), so that
        // screen waits on no chunk the browser learns of only by running main.js; the remotes keep theirs lazy (the
        // host's wins).
        shared: isHost ? hostShared(shared) : shared,
        // Each app takes the copy of a shared library already running on the page (the host's) before a newer one a
        // remote brings: one react, one router, one query cache per page. The host's copies are never replaced in the
        // share scope by a remote's, and the host does not load every remote's entry to compare versions.
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        // One federation runtime per page: the host provides it and production remotes use it instead of
        // each shipping their own copy. A development build keeps its own, so it also runs standalone.
        experiments: {
          ...(mode === 'production' ? (isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
          // Remotes are registered by their remoteEntry.js (no manifest snapshots) and only ever run in a browser:
          // the runtime leaves out its snapshot and Node code.
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      new HtmlWebpackPlugin({
        title: options.title,
        template: path.join(__dirname, 'index.html'),
        hash: true,
        favicon: false,
      }),
      ...(shipsStandaloneRuntime ? [new StandaloneRuntimePlugin()] : []),
      ...(isHost ? [new SignedInShellPlugin()] : [new AreaJsonPlugin(options.name)]),
      // Served pre-compressed (brotli, else gzip) by the server's static handler.
      ...(mode === 'production'
        ? [
            new CompressionPlugin({ algorithm: 'brotliCompress', filename: '[path][base].br', test: COMPRESSIBLE }),
            new CompressionPlugin({ algorithm: 'gzip', filename: '[path][base].gz', test: COMPRESSIBLE }),
          ]
        : []),
    ],
  };
}
