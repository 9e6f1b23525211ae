export * from './runtimeConfig.ts';
export * from './errors.ts';
export * from './auth.ts';
export * from './user.ts';
export * from './space.ts';
export * from './config.ts';
