import type { StickerSet } from '../../../protocol';
import { tNow } from '../../i18n/intl';

/** The picker's tab names (spec core 2 'Sticker picker'): ids of the stickers catalog. */
export const STICKER_SET_NAME_IDS: Readonly<Record<StickerSet, string>> = {
  emoji: 'stickers.setEmoji',
  memoji: 'stickers.setMemoji',
  sticker: 'stickers.setSticker',
};

/**
 * Each sticker's label (its picture's and button's accessible name) by set and id: ids of the
 * stickers catalog, whose English is the label `src/protocol/stickers.ts` gives.
 */
const STICKER_LABEL_IDS: Readonly<Record<StickerSet, Readonly<Record<string, string>>>> = {
  emoji: {
    grinning: 'stickers.emojiGrinning',
    joy: 'stickers.emojiJoy',
    rofl: 'stickers.emojiRofl',
    smile: 'stickers.emojiSmile',
    'heart-eyes': 'stickers.emojiHeartEyes',
    kiss: 'stickers.emojiKiss',
    wink: 'stickers.emojiWink',
    cool: 'stickers.emojiCool',
    thinking: 'stickers.emojiThinking',
    neutral: 'stickers.emojiNeutral',
    'eye-roll': 'stickers.emojiEyeRoll',
    sleeping: 'stickers.emojiSleeping',
    crying: 'stickers.emojiCrying',
    sob: 'stickers.emojiSob',
    angry: 'stickers.emojiAngry',
    shocked: 'stickers.emojiShocked',
    'party-face': 'stickers.emojiPartyFace',
    hug: 'stickers.emojiHug',
    shush: 'stickers.emojiShush',
    'star-struck': 'stickers.emojiStarStruck',
    'thumbs-up': 'stickers.emojiThumbsUp',
    clap: 'stickers.emojiClap',
    pray: 'stickers.emojiPray',
    wave: 'stickers.emojiWave',
    muscle: 'stickers.emojiMuscle',
    heart: 'stickers.emojiHeart',
    fire: 'stickers.emojiFire',
    sparkles: 'stickers.emojiSparkles',
    tada: 'stickers.emojiTada',
    hundred: 'stickers.emojiHundred',
  },
  memoji: {
    grin: 'stickers.memojiGrin',
    laugh: 'stickers.memojiLaugh',
    wink: 'stickers.memojiWink',
    love: 'stickers.memojiLove',
    cool: 'stickers.memojiCool',
    wow: 'stickers.memojiWow',
    hmm: 'stickers.memojiHmm',
    sad: 'stickers.memojiSad',
    angry: 'stickers.memojiAngry',
    kiss: 'stickers.memojiKiss',
    party: 'stickers.memojiParty',
    sleepy: 'stickers.memojiSleepy',
    shy: 'stickers.memojiShy',
    nerd: 'stickers.memojiNerd',
    starry: 'stickers.memojiStarry',
    'eye-roll': 'stickers.memojiEyeRoll',
  },
  sticker: {
    hello: 'stickers.stickerHello',
    thanks: 'stickers.stickerThanks',
    love: 'stickers.stickerLove',
    lol: 'stickers.stickerLol',
    'thumbs-up': 'stickers.stickerThumbsUp',
    coffee: 'stickers.stickerCoffee',
    pizza: 'stickers.stickerPizza',
    cat: 'stickers.stickerCat',
    dog: 'stickers.stickerDog',
    party: 'stickers.stickerParty',
    rocket: 'stickers.stickerRocket',
    sun: 'stickers.stickerSun',
    rain: 'stickers.stickerRain',
    cake: 'stickers.stickerCake',
    star: 'stickers.stickerStar',
    ghost: 'stickers.stickerGhost',
    cactus: 'stickers.stickerCactus',
    moon: 'stickers.stickerMoon',
  },
};

/** The catalog id of a sticker's label; undefined for one this client does not know. */
export function stickerLabelId(set: StickerSet, id: string): string | undefined {
  return STICKER_LABEL_IDS[set][id];
}

/** What the composer's sticker button says, in the app language when it is shown. */
export const STICKERS_TEXT = {
  get open(): string {
    return tNow('stickers.open');
  },
};
