/**
 * The database's tables (Drizzle), one file per area in `schema/`. This file is what
 * drizzle-kit reads (drizzle.config.ts) and what `db` is typed with (`connect.ts`): every table
 * is exported here.
 */
export * from './schema/people';
export * from './schema/conversations';
export * from './schema/objects';
export * from './schema/games';
export * from './schema/payments';
export * from './schema/friends';
export * from './schema/statuses';
export * from './schema/lists';
export * from './schema/videos';
export * from './schema/push';
export * from './schema/calls';
