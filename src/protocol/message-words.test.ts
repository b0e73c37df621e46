import { describe, expect, it } from 'vitest';
import { imageCaption, messageWords } from './message-words';

describe('messageWords (issue 12: which words a message has)', () => {
  it.each([
    ['text', 'Hola', undefined, 'Hola'],
    ['burner', 'Secreto', null, 'Secreto'],
    ['image', '/api/images/abc12345', { objectRef: 'abc12345', caption: ' La casa ' }, 'La casa'],
    ['image', '/api/images/abc12345', { objectRef: 'abc12345' }, null],
    ['image', '/api/images/abc12345', { objectRef: 'abc12345', caption: '  ' }, null],
    ['image', '/api/images/abc12345', null, null],
    ['music', 'Despacito — Luis Fonsi', { song: { title: 'Despacito' } }, null],
    ['sticker', '😀', { set: 'emojis', id: 'grin' }, null],
    ['location', '48.856600, 2.352200', {}, null],
    ['voice', '/api/objects/abc12345', { objectRef: 'abc12345', caption: 'x' }, null],
    ['game', 'Tic-tac-toe', {}, null],
  ])('should give a %s message %j the words %j', (messageType, content, metadata, words) => {
    expect(messageWords({ messageType, content, metadata })).toBe(words);
  });

  it('should read no caption from what is not an object with a string caption', () => {
    expect(imageCaption(undefined)).toBeNull();
    expect(imageCaption('caption')).toBeNull();
    expect(imageCaption({ caption: 42 })).toBeNull();
  });
});
