import { SIGNED_IN_SHELL_FILE } from '@affnet/contracts';
import type { Chunk, ChunkGroup, Compilation, Compiler } from 'webpack';

const NAME = 'SignedInShellPlugin';
/** The host's chunk of the signed-in shell (router.tsx names it). */
export const SIGNED_IN_SHELL_CHUNK = 'main-shell';

/** The chunks of the groups that the given chunks load on demand from their modules (a shared library's copy). */
function onDemandChunks(compilation: Compilation, chunks: Iterable<Chunk>): Chunk[] {
  const found: Chunk[] = [];
  for (const chunk of chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      // A shared library the shell consumes: federation loads its copy (the module's fallback) with the shell.
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks) {
        const group: ChunkGroup | undefined = compilation.chunkGraph.getBlockChunkGroup(block);
        if (group) found.push(...group.chunks);
      }
    }
  }
  return found;
}

/**
 * Writes `signed-in-shell.json`: the scripts of the signed-in shell's chunk and of the shared libraries it loads on
 * demand. The server preloads them on a page of the main shell, so the browser fetches them beside main.js instead of
 * once main.js has run.
 */
export class SignedInShellPlugin {
  apply(compiler: Compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const group = compilation.namedChunkGroups.get(SIGNED_IN_SHELL_CHUNK);
        if (!group) {
          compilation.errors.push(new WebpackError(`${NAME}: no chunk named "${SIGNED_IN_SHELL_CHUNK}"`));
          return;
        }
        const chunks = new Set([...group.chunks, ...onDemandChunks(compilation, group.chunks)]);
        const scripts = [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        compilation.emitAsset(SIGNED_IN_SHELL_FILE, new sources.RawSource(`${JSON.stringify({ scripts }, null, 2)}\n`));
      });
    });
  }
}
