import { describe, expect, it } from 'vitest';
import { statusReplyQuoteOf } from './status-quote';

describe('statusReplyQuoteOf', () => {
  it('should read the quote the reply path writes', () => {
    const statusReply = { statusId: 's1', authorId: 'u-emma', content: 'Hi', photo: false };
    expect(statusReplyQuoteOf({ statusReply })).toEqual(statusReply);
    expect(
      statusReplyQuoteOf({ statusReply: { ...statusReply, content: '', photo: true } }),
    ).toEqual({ statusId: 's1', authorId: 'u-emma', content: '', photo: true });
  });

  it('should find no quote in anything else', () => {
    for (const metadata of [
      null,
      undefined,
      'statusReply',
      {},
      { statusReply: null },
      { statusReply: { statusId: 's1', authorId: 'u-emma', content: 'Hi' } },
      { statusReply: { statusId: 1, authorId: 'u-emma', content: 'Hi', photo: false } },
      { objectRef: 'abc' },
    ])
      expect(statusReplyQuoteOf(metadata), JSON.stringify(metadata)).toBeNull();
  });
});
