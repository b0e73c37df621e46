import { richBodyRegister } from '../chat/registry/rich-bodies';
import { MusicBody } from './MusicBody';

// What Share Music adds to the chat: a song's bubble.
richBodyRegister('music', MusicBody);
