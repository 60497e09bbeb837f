import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { areaDeclarationProblems } from './area-declaration-check';

const NAME = 'AreaJsonPlugin';
export const AREA_SOURCE = 'src/area.ts';
export const AREA_FILE = 'area.json';

/** The default export of a TypeScript file, read fresh (a watch build sees an edited area.ts). */
function readDefaultExport(file: string): unknown {
  for (const key of Object.keys(require.cache)) if (key.startsWith(file)) delete require.cache[key];
  // tsx compiles the file and what it imports from @affnet/contracts; the build already runs under tsx.
  const tsx: { require: (id: string, from: string) => { default?: unknown } } = require('tsx/cjs/api');
  return tsx.require(file, __filename).default;
}

/**
 * Writes `area.json` (the remote's AreaDeclaration: routes, pages, menu, titles) next to mf-manifest.json, from
 * the default export of the remote's src/area.ts. The server stores it with the release and the host builds its
 * router and sidebar from it, so a remote that declares something else fails its build here, not in a browser.
 */
export class AreaJsonPlugin {
  constructor(private readonly remote: string) {}

  apply(compiler: Compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const source = path.join(compiler.context, AREA_SOURCE);
        if (!existsSync(source)) return;
        compilation.fileDependencies.add(source);
        let problems: string[];
        let declaration: unknown;
        try {
          declaration = readDefaultExport(source);
          problems = areaDeclarationProblems(declaration, this.remote);
        } catch (error) {
          problems = [`cannot be read: ${error instanceof Error ? error.message : String(error)}`];
        }
        if (problems.length > 0) {
          const heading = `${source}: not the area declaration of ${this.remote}:`;
          compilation.errors.push(new WebpackError([heading, ...problems.map((p) => `  - ${p}`)].join('\n')));
          return;
        }
        compilation.emitAsset(AREA_FILE, new sources.RawSource(`${JSON.stringify(declaration, null, 2)}\n`));
      });
    });
  }
}
