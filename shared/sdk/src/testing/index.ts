// Test doubles for apps' tests (`@exchange/sdk/testing`): a scripted fetch, fake sockets and a wired
// test sdk. Kept out of the main entry so they never ship in the shared chunk users download.
export * from './fake-fetch';
export * from './fake-socket';
export * from './test-sdk';
export * from './manual-frames';
export * from './market';
export * from './wallet';
