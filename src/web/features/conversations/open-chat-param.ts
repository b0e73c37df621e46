/** The query parameter holding the open conversation, so a reload reopens it. */
export const OPEN_CHAT_PARAM = 'c';
