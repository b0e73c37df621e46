/**
 * Colour emoji fonts first: an emoji sticker is a picture, and with the app's text fonts first a
 * browser may draw it from a black-and-white symbol font (Chromium on Linux does).
 */
export const EMOJI_FONT = "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', sans-serif";
