// The remotes' local ports (spec: host 3000, then one per remote in the remote contract's order).
// docker-compose serves each on its own origin 100 above (31xx). `pnpm start`, `pnpm new:remote` and,
// through host/public/remotes.json, the e2e stack all take the ports from here.
export const hostPort = 3000;

export const remotePorts = {
  markets: 3001,
  spot: 3002,
  contracts: 3003,
  micro: 3004,
  wallets: 3005,
  earn: 3006,
};

/** The port a remote's compose service listens on (its own origin, deploy/remotes.compose.json). */
export const composePortOf = (name) => remotePorts[name] + 100;
