import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Money is decimal strings handled by @exchange/sdk's money helpers (DESIGN.md "Money").
const noFloatMoney = {
  'no-restricted-globals': ['error', { name: 'parseFloat', message: 'Money is decimal: use the @exchange/sdk money helpers.' }],
  'no-restricted-properties': [
    'error',
    { object: 'Number', property: 'parseFloat', message: 'Money is decimal: use the @exchange/sdk money helpers.' },
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['remotes/**/*.{ts,tsx}', 'host/**/*.{ts,tsx}', 'shared/ui/**/*.{ts,tsx}'], rules: noFloatMoney },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
