/** Bumped when a change to the wire format is not backward compatible. */
export const PROTOCOL_VERSION = 1;

export * from './users';
export * from './conversations';
export * from './messages';
export * from './live';
export * from './errors';
export * from './error-codes';
export * from './translate';
export * from './translation-settings';
export * from './games';
export * from './payments';
export * from './scheduled';
export * from './receipts';
export * from './stars';
export * from './rich';
export * from './message-words';
export * from './rich-share';
export * from './songs';
export * from './stickers';
export * from './objects';
export * from './images';
export * from './friends';
export * from './calls';
export * from './settings';
