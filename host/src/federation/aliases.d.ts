// Module names that only the host's webpack build resolves (shared/build/webpack.mjs
// `hostFederationAliases`; jest maps them back to the packages).

// The shared facades of shared/build/facades: each re-exports part of its package, typed as the package.
declare module '@exchange/facade/react-router-dom' {
  export * from 'react-router-dom';
}
declare module '@exchange/facade/react-i18next' {
  export * from 'react-i18next';
}
declare module '@exchange/facade/rxjs' {
  export * from 'rxjs';
}
// The Module Federation runtime core, handed to the remotes as a whole (never called by the host).
declare module '@exchange/mf-runtime-core';
