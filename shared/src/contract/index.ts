export * from './areas';
export * from './registry';
