// A module name only the host's webpack build resolves (shared/build/webpack.mjs; jest maps it back to
// the package): the react-router-dom facade of shared/build/routerFacade.mjs, typed as the package.
declare module '@exchange/facade/react-router-dom' {
  export * from 'react-router-dom';
}
