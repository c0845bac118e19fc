// Source maps that name no directory of the machine that built them, and name their bundle by its
// final file name. (A release's id still differs between checkouts at different paths: Module
// Federation names its generated runtime-entry module by a hash over absolute paths, and that name
// decides the module's id in the bundles themselves.)
import path from 'node:path';

/**
 * `text` with every path under `root` (an absolute directory, no trailing separator) made relative:
 * `/ci/runner-7/exchange/node_modules/x` becomes `./node_modules/x`; `/ci/runner-7/exchange-2/x`
 * stays as it is.
 */
export function portableSourceMap(text, root) {
  return text.split(`${root}/`).join('./');
}

/**
 * Rewrites the emitted `.map` files once the file names are final. Two things in them depended on
 * the checkout's path:
 * - Module Federation generates modules that import its runtime by absolute path, and their text
 *   lands in the maps' `sourcesContent` (the bundles themselves carry no absolute path);
 * - a map's `file` keeps the name its bundle had before `realContentHash` renamed it by content, and
 *   that first hash is computed over module identifiers, which are absolute paths.
 */
export class PortableSourceMapsPlugin {
  constructor(root) {
    this.root = root;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PortableSourceMapsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PortableSourceMapsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.map')) continue;
            const map = JSON.parse(portableSourceMap(assets[name].source().toString(), this.root));
            // webpack names a map after its bundle: `<bundle>.map`.
            map.file = path.posix.basename(name.slice(0, -'.map'.length));
            compilation.updateAsset(name, new sources.RawSource(JSON.stringify(map)));
          }
        },
      );
    });
  }
}
