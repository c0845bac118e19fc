// PGlite loads its WASM through a dynamic import(), which jest's CommonJS sandbox only allows with
// --experimental-vm-modules (set in the `test` script). A fresh PGlite database takes seconds to
// create on a busy 2-core machine, hence the generous timeout.
module.exports = { ...require('../shared/build/jest-preset.cjs')('node'), testTimeout: 60000 };
