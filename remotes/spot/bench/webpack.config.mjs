import { createRequire } from 'node:module';
import path from 'node:path';

// The bench page: a plain production build (React's production mode, like users get) of
// bench/index.tsx with the same swc set-up as the apps; no Module Federation needed here.
const appDir = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(appDir, 'package.json'));
const HtmlWebpackPlugin = require('html-webpack-plugin');

export default {
  mode: 'production',
  context: import.meta.dirname,
  entry: { bench: './index.tsx' },
  devtool: false,
  output: { path: path.join(import.meta.dirname, 'dist'), filename: '[name].js', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
  module: {
    rules: [
      {
        test: /\.[cm]?tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: require.resolve('swc-loader'),
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2020',
            },
          },
        },
      },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({
      templateContent: '<!doctype html><html><body><div id="root"></div></body></html>',
    }),
  ],
  optimization: { minimize: false },
  performance: { hints: false },
};
