/**
 * What an id taken from the address or this device's storage must look like before it is put
 * into a path: a conversation's (a UUID) and a user's. Anything else names nothing, and asks
 * for nothing. The first-screen script spells the same patterns from these.
 */
export const CONVERSATION_ID_PATTERN = /^[A-Za-z0-9-]{1,100}$/;
export const USER_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
