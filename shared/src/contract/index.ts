export * from './areas';
export * from './registry';
export * from './routes';
