import { describe, expect, it } from 'vitest';
import { chatMessageFocus, chatMessageHref } from './go-to-message';

describe('go to message addresses', () => {
  it('should name the conversation, the message and its place', () => {
    const href = chatMessageHref({ conversationId: 'c 1', id: 'm-1', seq: 42 });
    expect(href).toBe('/chat?c=c+1&m=m-1&s=42');
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('c')).toBe('c 1');
    expect(chatMessageFocus(params.get('m'), params.get('s'))).toEqual({ id: 'm-1', seq: 42 });
  });

  it.each([
    [null, '3'],
    ['m-1', null],
    ['m-1', 'abc'],
    ['m-1', '0'],
    ['m-1', '2.5'],
  ])('should ignore a malformed address (m=%s, s=%s)', (id, seq) => {
    expect(chatMessageFocus(id, seq)).toBeNull();
  });
});
