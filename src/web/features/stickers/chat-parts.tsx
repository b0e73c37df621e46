import { richBodyRegister } from '../chat/registry/rich-bodies';
import { StickerBody } from './StickerBody';

// What stickers add to the chat: their message, big and without a bubble.
richBodyRegister('sticker', StickerBody, { bare: true });
