// Debian's Chromium, as every browser run here launches it (TOOLCHAIN.md): no tool downloads a browser,
// and without the background-networking flags Chromium floods the closed network with refused
// connections. Used by the e2e suite and the benchmarks.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = {
  chromiumPath,
  chromiumArgs,
  chromiumLaunchOptions: { executablePath: chromiumPath, args: chromiumArgs },
};
