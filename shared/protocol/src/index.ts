export * from './envelope';
export * from './endpoint';
