// The files of a new remote (`pnpm new:remote <name>`), the house layout of DESIGN.md "Runtime
// composition": src/pages (the exposed pages of the remote contract), components, hooks, model,
// testing, a README, jest, tsconfig, a webpack config on shared/build and a standalone entry on
// @exchange/starter. Each function returns a file's text.

const capitalised = (name) => name[0].toUpperCase() + name.slice(1);

/** package.json: the workspace's pinned versions, read from the host's package.json. */
export function packageJson({ name, versionOf }) {
  const pick = (names) => Object.fromEntries(names.map((dep) => [dep, versionOf(dep)]));
  const manifest = {
    name: `@exchange/${name}`,
    version: '0.0.0',
    private: true,
    description: `The ${name} remote (DESIGN.md "The house")`,
    scripts: {
      typecheck: 'tsc-native -p tsconfig.json',
      test: 'jest',
      build: 'webpack --mode production',
      dev: 'webpack serve --mode development',
      serve: 'node ../../scripts/serve-static.mjs',
    },
    dependencies: {
      '@exchange/i18n': 'workspace:*',
      '@exchange/protocol': 'workspace:*',
      '@exchange/sdk': 'workspace:*',
      '@exchange/starter': 'workspace:*',
      '@exchange/ui': 'workspace:*',
      ...pick([
        'i18next',
        'react',
        'react-dom',
        'react-i18next',
        'react-router-dom',
        'rxjs',
        'styled-components',
      ]),
    },
    devDependencies: {
      '@exchange/build': 'workspace:*',
      ...pick([
        '@module-federation/enhanced',
        '@swc/core',
        '@testing-library/dom',
        '@testing-library/jest-dom',
        '@testing-library/react',
        '@testing-library/user-event',
        '@types/jest',
        '@types/node',
        '@types/react',
        '@types/react-dom',
        'html-webpack-plugin',
        'jest',
        'jest-environment-jsdom',
        'swc-loader',
        'webpack',
        'webpack-cli',
        'webpack-dev-server',
      ]),
    },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export const jestConfig = () => `module.exports = require('../../shared/build/jest-preset.cjs')('jsdom');\n`;

export const tsconfig = () =>
  `${JSON.stringify(
    {
      extends: '../../shared/build/tsconfig.base.json',
      compilerOptions: { types: ['node', 'jest', '@testing-library/jest-dom'] },
      include: ['src'],
    },
    null,
    2,
  )}\n`;

export const webpackConfig = ({
  name,
  port,
  pages,
}) => `import { createAppConfig } from '@exchange/build/webpack.mjs';

// The ${name} remote: its pages for the host (loaded at run time through remotes.json), plus a
// standalone page (src/standalone.tsx) on :${port} that proxies /api and /socket.io to the server.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: '${name}',
  port: ${port},
  title: '${capitalised(name)}',
  exposes: {
${pages.map(({ page }) => `    './${page}': './src/pages/${page}.tsx',`).join('\n')}
  },
});
`;

export const indexHtml = ({ name }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${capitalised(name)} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export const indexTs =
  () => `// Async boundary: shared singletons are negotiated before React starts (see @exchange/build).
import('./standalone');
`;

export const standalone = ({ name, port, pages }) => `import { startRemote } from '@exchange/starter';
${pages.map(({ page }) => `import ${page} from './pages/${page}';`).join('\n')}

// The ${name} remote on its own (\`pnpm --filter @exchange/${name} dev\`, port ${port}): the host's
// provider stack and start-up from @exchange/starter, the real server through the dev proxy.
void startRemote({
  remote: '${name}',
  pages: [
${pages.map(({ page, path }) => `    { path: '${path}', Page: ${page} },`).join('\n')}
  ],
});
`;

export const page = ({ page, path }) => `import type { RemotePageProps } from '@exchange/sdk';
import { PagePlaceholder } from '../components/PagePlaceholder';

/** \`${path}\` (spec §2). Created by \`pnpm new:remote\`: replace the placeholder with the page. */
export default function ${page}(_props: RemotePageProps) {
  return <PagePlaceholder page="${page}" />;
}
`;

export const placeholder = ({ name }) => `import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Frame = styled.section\`
  max-inline-size: 1200px;
  margin: 0 auto;
  padding: \${({ theme }) => theme.space.lg};
  color: \${({ theme }) => theme.colors.text};
\`;

const Line = styled.p\`
  color: \${({ theme }) => theme.colors.muted};
\`;

/** The body of a page that is not built yet: the remote's name and a line saying so. */
export function PagePlaceholder({ page }: { page: string }) {
  const { t } = useTranslation('${name}');
  return (
    <Frame data-page={page} aria-labelledby={\`${name}-\${page}-title\`}>
      <h1 id={\`${name}-\${page}-title\`}>{t('title')}</h1>
      <Line>{t('placeholder.underConstruction')}</Line>
    </Frame>
  );
}
`;

export const pagesTest = ({ name, pages, english }) => `import { screen } from '@testing-library/react';
${pages.map(({ page }) => `import ${page} from './${page}';`).join('\n')}
import { renderPage } from '../testing/render';

describe('the ${name} pages', () => {
  it.each([
${pages.map(({ page }) => `    ['${page}', ${page}],`).join('\n')}
  ] as const)('%s shows its heading and its text from the ${name} namespace', async (_name, Page) => {
    await renderPage(<Page />);
    expect(await screen.findByRole('heading', { level: 1, name: ${JSON.stringify(english.title)} })).toBeInTheDocument();
    expect(screen.getByText(${JSON.stringify(english.placeholder.underConstruction)})).toBeInTheDocument();
  });
});
`;

export const renderHelper = ({ name }) => `import type { ReactElement } from 'react';
import { renderInApp, type RenderInAppOptions } from '@exchange/starter/testing';

/**
 * Renders a ${name} view inside the very providers the host gives its pages (@exchange/starter), on a
 * real sdk over a fake server (\`options.test\`, from \`createTestSdk()\` of @exchange/sdk/testing),
 * with the \`${name}\` texts loaded. \`screen.getByTestId('location')\` shows the router's location.
 */
export function renderPage(ui: ReactElement, options: RenderInAppOptions = {}) {
  return renderInApp(ui, { ...options, namespaces: ['${name}', ...(options.namespaces ?? [])] });
}
`;

export const readme = ({ name, port, composePort, pages }) => `# @exchange/${name}

The ${name} remote. Created by \`pnpm new:remote ${name}\`: every page of the remote contract
(\`shared/sdk/src/remote-contract.ts\`, \`ExposedPages['${name}']\`) exists and shows a placeholder.

| Expose | Path (spec §2) |
| --- | --- |
${pages.map(({ page, path }) => `| \`./${page}\` | \`${path}\` |`).join('\n')}

Each page default-exports a component taking \`RemotePageProps\` and renders inside the host's
providers (sdk, theme, i18n, toasts, router).

## Commands

- \`pnpm --filter @exchange/${name} dev\` — standalone page on http://localhost:${port} with the host's
  providers (\`@exchange/starter\`); \`/api\` and \`/socket.io\` are proxied to the server on :4000.
- \`pnpm --filter @exchange/${name} build\` — \`dist/\` with \`remoteEntry.js\`, \`mf-manifest.json\`, hashed
  chunks and the standalone \`index.html\`. \`pnpm start\` serves it on :${port}; docker-compose on :${composePort}.
- \`pnpm --filter @exchange/${name} test\` / \`typecheck\`.

## Shape

- \`src/pages/\` — the exposed pages (one per remote-contract entry), thin: they compose components.
- \`src/components/\` — the views.
- \`src/hooks/\` — data for the views: the sdk's live-data hook, calls, pushes.
- \`src/model/\` — pure rules (formatting, validation, merging), tested without React.
- \`src/testing/\` — \`renderPage\`: a view inside the host's providers on a fake server.
- Texts: namespace \`${name}\`, \`shared/i18n/src/locales/<locale>/${name}.json\`, all 14 locales.
`;

export const gitkeep = () => '';
