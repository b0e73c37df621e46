/**
 * Spec core 2 'Sticker picker' and core 9: the three built-in sets, 30 emojis, 16 memojis and
 * 18 stickers. Both sides read them: the picker shows them, the server refuses an id that is
 * not here. A memoji or sticker is a picture the app serves (`/stickers/{set}/{id}.svg`); its
 * emoji is what the message says in words (its `content`), so it reads the same in every
 * language and in places that show no pictures.
 */

export type StickerSet = 'emoji' | 'memoji' | 'sticker';

export interface Sticker {
  id: string;
  emoji: string;
  label: string;
}

const EMOJIS: Sticker[] = [
  ['grinning', '😀', 'Grinning'],
  ['joy', '😂', 'Tears of joy'],
  ['rofl', '🤣', 'Rolling on the floor'],
  ['smile', '😊', 'Smiling'],
  ['heart-eyes', '😍', 'Heart eyes'],
  ['kiss', '😘', 'Blowing a kiss'],
  ['wink', '😉', 'Winking'],
  ['cool', '😎', 'Cool'],
  ['thinking', '🤔', 'Thinking'],
  ['neutral', '😐', 'Neutral'],
  ['eye-roll', '🙄', 'Eye roll'],
  ['sleeping', '😴', 'Sleeping'],
  ['crying', '😢', 'Crying'],
  ['sob', '😭', 'Sobbing'],
  ['angry', '😠', 'Angry'],
  ['shocked', '😱', 'Shocked'],
  ['party-face', '🥳', 'Partying'],
  ['hug', '🤗', 'Hugging'],
  ['shush', '🤫', 'Shush'],
  ['star-struck', '🤩', 'Star-struck'],
  ['thumbs-up', '👍', 'Thumbs up'],
  ['clap', '👏', 'Clapping'],
  ['pray', '🙏', 'Thank you'],
  ['wave', '👋', 'Waving'],
  ['muscle', '💪', 'Strong'],
  ['heart', '❤️', 'Red heart'],
  ['fire', '🔥', 'Fire'],
  ['sparkles', '✨', 'Sparkles'],
  ['tada', '🎉', 'Party popper'],
  ['hundred', '💯', 'Hundred points'],
].map(([id, emoji, label]) => ({ id: id!, emoji: emoji!, label: label! }));

const MEMOJIS: Sticker[] = [
  ['grin', '😀', 'Big grin'],
  ['laugh', '😂', 'Laughing'],
  ['wink', '😉', 'Wink'],
  ['love', '😍', 'In love'],
  ['cool', '😎', 'Cool shades'],
  ['wow', '😮', 'Wow'],
  ['hmm', '🤔', 'Hmm'],
  ['sad', '😢', 'Teary'],
  ['angry', '😠', 'Grumpy'],
  ['kiss', '😘', 'Kiss'],
  ['party', '🥳', 'Party time'],
  ['sleepy', '😴', 'Sleepy'],
  ['shy', '😊', 'Blushing'],
  ['nerd', '🤓', 'Nerd'],
  ['starry', '🤩', 'Starry-eyed'],
  ['eye-roll', '🙄', 'Eye roll'],
].map(([id, emoji, label]) => ({ id: id!, emoji: emoji!, label: label! }));

const STICKERS: Sticker[] = [
  ['hello', '👋', 'Hi!'],
  ['thanks', '🙏', 'Thank you'],
  ['love', '❤️', 'Love you'],
  ['lol', '😂', 'LOL'],
  ['thumbs-up', '👍', 'OK!'],
  ['coffee', '☕', 'Coffee time'],
  ['pizza', '🍕', 'Pizza night'],
  ['cat', '🐱', 'Kitty'],
  ['dog', '🐶', 'Puppy'],
  ['party', '🎉', 'Party'],
  ['rocket', '🚀', 'Let’s go'],
  ['sun', '☀️', 'Good morning'],
  ['rain', '🌧️', 'Rainy day'],
  ['cake', '🎂', 'Happy birthday'],
  ['star', '⭐', 'You’re a star'],
  ['ghost', '👻', 'Boo!'],
  ['cactus', '🌵', 'Free hugs'],
  ['moon', '🌙', 'Good night'],
].map(([id, emoji, label]) => ({ id: id!, emoji: emoji!, label: label! }));

/** The sets in the picker's tab order. */
export const STICKER_SETS: Record<StickerSet, readonly Sticker[]> = {
  emoji: EMOJIS,
  memoji: MEMOJIS,
  sticker: STICKERS,
};

/** The sticker with this id in this set, or undefined. */
export function stickerFind(set: StickerSet, id: string): Sticker | undefined {
  return STICKER_SETS[set].find((s) => s.id === id);
}

/** Where the app serves a memoji's or sticker's picture; emojis are drawn by the system font. */
export function stickerImageUrl(set: StickerSet, id: string): string | null {
  return set === 'emoji' ? null : `/stickers/${set}/${id}.svg`;
}
