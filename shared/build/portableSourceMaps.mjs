// Source maps without the checkout's absolute path, so that a release's content hash (and with it its
// id, scripts/releases/store.mjs) is the same wherever the same commit is built.

/**
 * `text` with every path under `root` (an absolute directory, no trailing separator) made relative:
 * `/ci/runner-7/exchange/node_modules/x` becomes `./node_modules/x`; `/ci/runner-7/exchange-2/x`
 * stays as it is.
 */
export function portableSourceMap(text, root) {
  return text.split(`${root}/`).join('./');
}

/**
 * Rewrites the emitted `.map` files after webpack's source-map plugin wrote them. Module Federation
 * generates modules that import its runtime by absolute path, and their text lands in the maps'
 * `sourcesContent`; the bundles themselves carry no absolute path.
 */
export class PortableSourceMapsPlugin {
  constructor(root) {
    this.root = root;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PortableSourceMapsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PortableSourceMapsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.map')) continue;
            const text = assets[name].source().toString();
            if (!text.includes(`${this.root}/`)) continue;
            compilation.updateAsset(name, new sources.RawSource(portableSourceMap(text, this.root)));
          }
        },
      );
    });
  }
}
