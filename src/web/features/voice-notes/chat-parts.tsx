import { richBodyRegister } from '../chat/registry/rich-bodies';
import { VoiceNoteBody } from './VoiceNoteBody';

// What voice notes add to the chat: their bubble (the player loads on first play).
richBodyRegister('voice', VoiceNoteBody);
