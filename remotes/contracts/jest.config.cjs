module.exports = require('../../shared/build/jest-preset.cjs')('jsdom');
