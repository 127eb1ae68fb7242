// Marks main.js, whose functions nearly all run while a page starts, with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chromium 136 and later). The browser then compiles the whole file
// on a background thread while downloading it, instead of compiling each function on the main thread
// at its first call. Other browsers read the line as a comment. Only the entry chunk is marked: the
// other chunks load on demand and run a smaller share of their code.
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const NAME = 'compile-hints';

export default function compileHintsPlugin(_context: LoadContext): Plugin {
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const plugin = {
        apply(compiler: Compiler) {
          const {Compilation, sources} = compiler.webpack;
          compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
            // After minification, which would remove the comment. (Rspack provides the same API.)
            compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1}, () => {
              for (const chunk of compilation.chunks) {
                if (chunk.name !== 'main') continue;
                for (const file of chunk.files) {
                  if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
                }
              }
            });
          });
        },
      };
      return {plugins: [plugin]};
    },
  };
}
