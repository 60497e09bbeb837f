import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';

const NAME = 'StandaloneRuntimePlugin';
const ENTRY = 'federation-runtime';

/**
 * Emits the federation runtime as a separate asset that only the remote's own index.html loads (before its
 * entry), so the remoteEntry.js a host downloads keeps using the host's runtime and grows by nothing. A child
 * compiler builds it because the remote's compilation marks the runtime external and puts federation into every
 * entry it has.
 */
export class StandaloneRuntimePlugin {
  apply(compiler: Compiler) {
    const files = new WeakMap<Compilation, string>();
    compiler.hooks.make.tapPromise(NAME, async (compilation) => {
      const child = compilation.createChildCompiler(NAME, { filename: `${ENTRY}.[contenthash:8].js` }, [
        new compiler.webpack.EntryPlugin(compiler.context, path.join(__dirname, 'standalone-runtime.ts'), {
          name: ENTRY,
        }),
      ]);
      const built = await new Promise<Compilation>((resolve, reject) =>
        child.runAsChild((error, _entries, childCompilation) =>
          error || !childCompilation
            ? reject(error ?? new Error(`${NAME}: no compilation`))
            : resolve(childCompilation),
        ),
      );
      const file = built.entrypoints.get(ENTRY)?.getFiles()[0];
      if (file) files.set(compilation, file);
    });
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (groups) => {
        const file = files.get(compilation);
        if (!file) return groups;
        const runtime = HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: file });
        return { ...groups, headTags: [runtime, ...groups.headTags] };
      });
    });
  }
}
