import { richBodyRegister } from '../chat/registry/rich-bodies';
import { ImageMessageBody } from './ImageMessageBody';

// What photos add to the chat: a photo's bubble (the full-screen viewer loads on a tap).
richBodyRegister('image', ImageMessageBody);
