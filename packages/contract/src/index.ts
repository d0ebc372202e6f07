export * from './auth.ts';
export * from './challenges.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './leads.ts';
export * from './messages.ts';
export * from './user.ts';
export * from './xsrf.ts';
