import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Conversation, User } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { inEnglish } from '../../i18n/testing';
import { ReceiptsInfo } from './ReceiptsInfo';
import { ReceiptsLine } from './ReceiptsLine';

const user = (id: string, displayName: string) => ({ id, displayName }) as User;
const usersById = new Map([
  ['u-sofia', user('u-sofia', 'Sofía García')],
  ['u-wei', user('u-wei', 'Wei Chen')],
  ['u-camille', user('u-camille', 'Camille Martin')],
]);
const conversation = {
  id: 'g1',
  name: 'Cena',
  isGroup: true,
  participants: ['u-emma', 'u-sofia', 'u-wei', 'u-camille'],
  updatedAt: '2025-03-01T10:00:00.000Z',
  receipts: [
    { userId: 'u-sofia', deliveredSeq: 5, readSeq: 5 },
    { userId: 'u-wei', deliveredSeq: 5, readSeq: 1 },
    { userId: 'u-camille', deliveredSeq: 0, readSeq: 0 },
  ],
} satisfies Conversation;
const message = { seq: 5, senderId: 'u-emma' } as ChatMessage;

describe('ReceiptsInfo', () => {
  it('should name who read the message and who only has it', () => {
    const html = renderToStaticMarkup(
      inEnglish(
        <ReceiptsInfo
          message={message}
          conversation={conversation}
          meId="u-emma"
          usersById={usersById}
        />,
      ),
    );
    expect(html).toContain('Read by 1');
    expect(html).toContain('Sofía García');
    expect(html).toContain('Delivered to 1');
    expect(html).toContain('Wei Chen');
    expect(html).not.toContain('Camille');
  });

  it('should say everyone has read it, not that nobody has it, once all have read it', () => {
    const receipts = conversation.receipts.map((r) => ({ ...r, deliveredSeq: 5, readSeq: 5 }));
    const html = renderToStaticMarkup(
      inEnglish(
        <ReceiptsInfo
          message={message}
          conversation={{ ...conversation, receipts }}
          meId="u-emma"
          usersById={usersById}
        />,
      ),
    );
    expect(html).toContain('Read by 3');
    expect(html).toContain('Everyone has read it');
    expect(html).not.toContain('Nobody yet');
    expect(html).not.toContain('Delivered to 0');
  });

  it('should still say nobody yet while someone has not even received it', () => {
    const receipts = conversation.receipts.map((r) =>
      r.userId === 'u-camille' ? r : { ...r, deliveredSeq: 5, readSeq: 5 },
    );
    const html = renderToStaticMarkup(
      inEnglish(
        <ReceiptsInfo
          message={message}
          conversation={{ ...conversation, receipts }}
          meId="u-emma"
          usersById={usersById}
        />,
      ),
    );
    expect(html).toContain('Delivered to 0');
    expect(html).toContain('Nobody yet');
    expect(html).not.toContain('Everyone has read it');
  });
});

describe('ReceiptsLine', () => {
  it('should say the readers first, then who it reached, then nothing', () => {
    const line = (receipts: Conversation['receipts']) =>
      renderToStaticMarkup(
        inEnglish(
          <ReceiptsLine
            message={message}
            conversation={{ ...conversation, receipts }}
            meId="u-emma"
            usersById={usersById}
          />,
        ),
      );
    expect(line(conversation.receipts)).toContain('Read by 1');
    expect(line(conversation.receipts)).toContain('title="Sofía García"');
    expect(line([{ userId: 'u-wei', deliveredSeq: 5, readSeq: 0 }])).toContain('Delivered to 1');
    expect(line([])).toBe('');
  });
});
