import { richBodyRegister } from '../chat/registry/rich-bodies';
import { LocationBody } from './LocationBody';

// What location sharing adds to the chat: a shared position's bubble.
richBodyRegister('location', LocationBody);
