/**
 * createAppConfig: the one webpack + Module Federation configuration every app builds on.
 *
 *   // remotes/markets/webpack.config.mjs
 *   import { createAppConfig } from '@exchange/build/webpack.mjs';
 *   export default createAppConfig({
 *     appDir: import.meta.dirname, name: 'markets', port: 3001,
 *     exposes: { './HomePage': './src/pages/HomePage.tsx', './AllMarketsPage': './src/pages/AllMarketsPage.tsx' },
 *   });
 *
 * Conventions of an app folder:
 * - `src/index.ts` is the entry. A remote's only does `import('./standalone')`: the async boundary lets
 *   shared singletons be negotiated before React starts. The host has no federation plugin, hence no
 *   boundary: it imports `./bootstrap` and offers its modules at run time (host/src/federation/).
 * - `index.html` (optional) is the page template; `public/` (optional) is copied into `dist/` as is.
 * - A remote serves `remoteEntry.js` + `mf-manifest.json` (what the host loads) and, from the same dist/,
 *   its standalone page (index.html + the entry) for its own team. In production these are two builds:
 *   the federation build takes the Module Federation runtime and every singleton from the host (about
 *   8 KB gzip remoteEntry.js instead of 30 KB), the standalone build is a plain app.
 *
 * Choices and why:
 * - swc-loader for TS/TSX and the swc minifier: builds in seconds on two cores (TOOLCHAIN.md).
 * - webpack's persistent cache in `<app>/node_modules/.cache/webpack` (never committed), one per build
 *   and mode, invalidated by this file, singletons.mjs and the app's config: a rebuild after a small
 *   edit reuses every unchanged module and minified chunk (`pnpm start` after `git pull`).
 * - `output.filename` is `[name].js` (the MF runtime rejects a content hash there; remoteEntry.js and the
 *   manifest must keep a stable URL and are served no-store), chunks carry `[contenthash]` (cache forever).
 * - Remotes use `publicPath: 'auto'` so chunks load from the remote's own origin; the host uses '/'
 *   because its SPA routes are nested paths.
 * - No remotes are declared at build time: the host registers them at run time from `remotes.json`.
 * - DTS is off: builds never need the network or another app running; the typed contract between host and
 *   remotes lives in `@exchange/sdk` (remote-contract.ts).
 * - Plugins are resolved from the app (createRequire(<app>/package.json)) because pnpm's layout is strict.
 * - Bundle budget (issue 3, `pnpm bench:bundle`): the host fetches socket.io after its first frame; the
 *   host is built without the federation plugin and creates its runtime instance after the first paint,
 *   in a chunk that also hands the runtime core to the remotes (host/src/federation/
 *   federationInstance.ts). The plugin would put the runtime and the share-scope negotiation (~25 KB
 *   gzip) in front of the shell's first paint.
 * - Singletons are shared whole (every export of rxjs, react-i18next...): a remote may use any export
 *   without a change here or a new host build. The host's first paint only carries what the shell
 *   imports (no plugin: webpack tree-shakes it); the rest it offers the remotes sits in its federation
 *   chunk, fetched once after the first paint. react-router-dom is one big module, so the host offers
 *   its declarative API through a facade generated at build time (routerFacade.mjs; figures in
 *   host/README.md).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PortableSourceMapsPlugin } from './portableSourceMaps.mjs';
import { assertDeclarativeRouterImports, writeRouterFacade } from './routerFacade.mjs';
import { hostProvidedSingletons, sharedSingletons } from './singletons.mjs';

export { sharedSingletons, singletonNames } from './singletons.mjs';

/** Where the API server listens in development (the host and standalone remotes proxy to it). */
export const DEV_API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:4000';

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

/** Copies every file of `<app>/public` into the output (remotes.json, favicon...), no extra dependency. */
class CopyPublicPlugin {
  constructor(publicDir) {
    this.publicDir = publicDir;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!existsSync(this.publicDir)) return;
          const walk = (dir) => {
            for (const entry of readdirSync(dir)) {
              const full = path.join(dir, entry);
              if (statSync(full).isDirectory()) walk(full);
              else {
                const rel = path.relative(this.publicDir, full).split(path.sep).join('/');
                compilation.fileDependencies.add(full);
                compilation.emitAsset(rel, new sources.RawSource(readFileSync(full)));
              }
            }
          };
          walk(this.publicDir);
        },
      );
    });
  }
}

/**
 * Writes `bundle-groups.json`: the files of each entry point and named chunk group (e.g. the host's
 * `bootstrap`), read by scripts/bench-bundle.mjs to sum what a page needs before first paint.
 */
class ChunkGroupsManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkGroupsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((f) =>
              f.endsWith('.js'),
            );
          }
          compilation.emitAsset(
            'bundle-groups.json',
            new sources.RawSource(JSON.stringify({ groups }, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * react-router 7's package exports only its development build (warnings, dev checks); in production
 * builds point `react-router` at the production build next to it.
 */
function reactRouterAlias(requireFromApp, dev) {
  let routerDir;
  try {
    const domDir = path.dirname(requireFromApp.resolve('react-router-dom/package.json'));
    routerDir = path.dirname(
      createRequire(path.join(domDir, 'package.json')).resolve('react-router/package.json'),
    );
  } catch {
    return {}; // an app without a router
  }
  const build = path.join(routerDir, 'dist', dev ? 'development' : 'production', 'index.mjs');
  return existsSync(build) ? { 'react-router$': build } : {};
}

/**
 * `{ [shareKey]: { version, requiredVersion } }` of what the host offers the remotes (exactly what they
 * are built to take from it), for host/src/federation/federationInstance.ts.
 */
function hostSharedVersions(appDir) {
  const shared = sharedSingletons(appDir);
  return Object.fromEntries(
    hostProvidedSingletons(appDir).map((key) => [
      key,
      {
        version: shared[key].version ?? shared[key].requiredVersion,
        requiredVersion: shared[key].requiredVersion,
      },
    ]),
  );
}

/**
 * @param {object} options
 * @param {string} options.appDir absolute folder of the app (holds package.json, src/, index.html)
 * @param {string} options.name federation name and uniqueName (`host`, `markets`, ...)
 * @param {number} options.port dev-server port
 * @param {Record<string, string>} [options.exposes] expose key -> module path (remotes)
 * @param {Record<string, string>} [options.remotes] build-time remotes (normally none: runtime registration)
 * @param {boolean} [options.isHost] the shell: absolute publicPath, dev proxy, no federation plugin (it
 *   offers the singletons through the runtime API, host/src/federation/federationInstance.ts)
 * @param {string} [options.title] page title of index.html
 * @returns {(env: unknown, argv: {mode?: string}) => import('webpack').Configuration}
 */
export function createAppConfig(options) {
  const { appDir, name, port, exposes, remotes = {}, isHost = false, title = 'Exchange' } = options;
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  // webpack ships its own minimizer (TerserPlugin's successor) with `swcMinify`; resolve it next to webpack.
  const requireFromWebpack = createRequire(requireFromApp.resolve('webpack'));
  const HtmlWebpackPlugin = requireFromApp('html-webpack-plugin');
  const { ModuleFederationPlugin } = requireFromApp('@module-federation/enhanced/webpack');
  const MinimizerPlugin = requireFromWebpack('minimizer-webpack-plugin');
  const { DefinePlugin } = requireFromApp('webpack');
  const template = path.join(appDir, 'index.html');
  const workspaceRoot = path.resolve(import.meta.dirname, '..', '..');
  // The app and the shared packages it compiles from source use only what the host's router serves.
  assertDeclarativeRouterImports([
    path.join(appDir, 'src'),
    ...readdirSync(path.join(workspaceRoot, 'shared')).map((pkg) =>
      path.join(workspaceRoot, 'shared', pkg, 'src'),
    ),
  ]);

  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    const federation = (experiments, providedByHost = []) =>
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        remotes,
        shared: sharedSingletons(appDir, { providedByHost }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // Browser-only runtime: leaves out the runtime's Node loaders.
        experiments: { optimization: { target: 'web' }, ...experiments },
      });
    const page = () => [
      new HtmlWebpackPlugin({
        ...(existsSync(template) ? { template } : { title }),
        chunks: ['main'],
        inject: 'body',
        scriptLoading: 'defer',
      }),
      new CopyPublicPlugin(path.join(appDir, 'public')),
    ];
    /** The persistent cache of one build (`cacheName`: a remote makes two builds into one dist). */
    const cache = (cacheName) => ({
      type: 'filesystem',
      name: `${cacheName}-${mode}`,
      cacheDirectory: path.join(appDir, 'node_modules', '.cache', 'webpack'),
      buildDependencies: {
        config: [
          import.meta.filename,
          path.join(import.meta.dirname, 'singletons.mjs'),
          path.join(import.meta.dirname, 'routerFacade.mjs'),
          path.join(appDir, 'webpack.config.mjs'),
        ],
      },
    });
    const persistentCache = process.env.WEBPACK_PERSISTENT_CACHE !== '0';
    const config = {
      name,
      mode,
      ...(persistentCache ? { cache: cache(name) } : {}),
      context: appDir,
      entry: { main: './src/index.ts' },
      devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
      target: 'web',
      output: {
        path: path.join(appDir, 'dist'),
        filename: '[name].js',
        // A content hash in development too: html-webpack-plugin's child compilation (the federation
        // plugin applies there as well) emits its own, different, shared-module chunks under the same names.
        // 8 hex digits: the host's first paint carries the file name of every chunk (182 translation
        // files), and 20-digit hashes cost it 1.7 KB gzip more; 8 tell one build's chunks apart well
        // enough. For the same reason the host's production chunks are named by id, not by name: the
        // names ("i18n-arabic-server-json", ...) cost its first paint 1.2 KB gzip. Remotes keep their
        // names (20-50 B of an entry): a release's folder reads by them (`__federation_expose_<Page>`,
        // e2e/support/releases), and so does whoever opens one. Source maps name the modules either way.
        chunkFilename: isHost && !dev ? '[id].[contenthash:8].js' : '[name].[contenthash:8].js',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // Packages that offer an ES2015 build (rxjs) otherwise resolve to their ES5 one (helpers, classes
        // compiled to functions): bigger, for browsers we do not support.
        conditionNames: ['es2015', '...'],
        // Shared packages compiled from source fall back to the app's packages (pnpm's layout is strict).
        modules: ['node_modules', path.join(appDir, 'node_modules')],
        alias: {
          ...reactRouterAlias(requireFromApp, dev),
          // What the host offers the remotes as react-router-dom (host/src/federation/sharedModules.ts).
          ...(isHost
            ? { '@exchange/facade/react-router-dom$': writeRouterFacade(appDir, requireFromApp) }
            : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: requireFromApp.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: dev } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      plugins: [
        // The host offers its modules through the runtime API instead (host/src/federation/).
        ...(isHost
          ? [
              new DefinePlugin({
                'process.env.FEDERATION_SHARED_VERSIONS': JSON.stringify(
                  JSON.stringify(hostSharedVersions(appDir)),
                ),
              }),
            ]
          : [federation()]),
        ...page(),
        new ChunkGroupsManifestPlugin(),
        new PortableSourceMapsPlugin(workspaceRoot),
      ],
      optimization: {
        minimize: !dev,
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      // The manifest plugin's notice about publicPath 'auto' is expected for remotes; keep builds quiet.
      infrastructureLogging: { level: dev ? 'info' : 'error' },
      devServer: {
        port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        headers: corsHeaders,
        historyApiFallback: true,
        static: false,
        client: { overlay: { warnings: false, errors: true } },
        proxy: [
          {
            context: ['/api', '/socket.io'],
            target: DEV_API_TARGET,
            ws: true,
            changeOrigin: false,
          },
        ],
      },
    };
    if (isHost || dev) return config;
    const federationBuild = {
      ...config,
      entry: {},
      plugins: [
        federation({ externalRuntime: true }, hostProvidedSingletons(path.join(workspaceRoot, 'host'))),
        new ChunkGroupsManifestPlugin(),
        new PortableSourceMapsPlugin(workspaceRoot),
      ],
    };
    // BUILD_STANDALONE=0 (`pnpm start`): only what the host loads; the standalone page is for the
    // remote's own team and costs a second compilation.
    if (process.env.BUILD_STANDALONE === '0') return federationBuild;
    // A production remote is two builds into one dist/. What the host loads (remoteEntry.js, the
    // exposed pages, the manifest) uses the host's runtime and the host's singletons instead of
    // carrying copies that are never used there (the MF runtime was most of remoteEntry.js); the
    // standalone page is a plain app (no federation: it is alone on its page, and bundles what it
    // uses), built second because the first cleans dist/. `pnpm dev` keeps one self-sufficient build.
    return [
      federationBuild,
      {
        ...config,
        name: `${name}-standalone`,
        ...(persistentCache ? { cache: cache(`${name}-standalone`) } : {}),
        dependencies: [name],
        output: { ...config.output, clean: false },
        plugins: [...page(), new PortableSourceMapsPlugin(workspaceRoot)],
      },
    ];
  };
}
