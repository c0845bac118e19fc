module.exports = require('../build/jest-preset.cjs')('jsdom');
