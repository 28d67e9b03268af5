export * from './signing.ts';
export * from './client.ts';
