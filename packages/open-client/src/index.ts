export * from './signing.ts';
