import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkPreview, Message } from '../../../protocol';
import { messages, objects } from '../../db/schema';
import { chatFixture } from '../../testing/chat-fixture';
import { png } from '../objects/fixture';
import { linkPreviewAttach, linkPreviewWanted } from './attach';
import type { LocalServer } from './fixture';
import { htmlSend, localServerStart, redirectSend } from './fixture';

describe('link previews on messages (issue 31)', () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;
  let site: LocalServer;
  /** A second local server the previews may not reach: only the page server's port is let in. */
  let inner: LocalServer;
  let picture: Buffer;

  const page = () =>
    `<html><head><meta property="og:title" content="Caf&eacute; Oberkampf">
     <meta property="og:description" content="Dinner &amp; jazz, Paris 11e">
     <meta property="og:site_name" content="Oberkampf">
     <meta property="og:image" content="/card.png"></head><body>Menu</body></html>`;
  const stored = async (id: string) =>
    (await f.s.app.ctx.db.select().from(messages).where(eq(messages.id, id)))[0]!;

  beforeAll(async () => {
    picture = await png(120, 63);
    site = await localServerStart({
      '/cafe': (_req, res) => htmlSend(res, page()),
      '/card.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(picture),
      // A page whose picture is moved to an inner address.
      '/moved-card': (_req, res) =>
        htmlSend(res, page().replace('content="/card.png"', 'content="/card-moved.png"')),
      '/card-moved.png': (_req, res) =>
        redirectSend(res, `http://127.0.0.1:${inner.port}/card.png`),
    });
    inner = await localServerStart({
      '/admin': (_req, res) => htmlSend(res, page()),
      '/card.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(picture),
    });
    f = await chatFixture('Previews', {
      linkPreviewAddressAllowed: (address, port) => address === '127.0.0.1' && port === site.port,
    });
  });
  afterAll(async () => {
    await f.phonesClose();
    await f.s.close();
    await site.close();
    await inner.close();
  });

  it('should fetch the first link’s page and picture after the send and give it to every member', async () => {
    const sofia = await f.phone('sofia');
    const m = await f.send('emma', f.group.id, `Tonight: http://127.0.0.1:${site.port}/cafe !`);
    const pushed = await sofia.next(
      'message',
      (e) => e.message.id === m.id && !!e.message.metadata?.linkPreview,
      10_000,
    );
    const preview = pushed.message.metadata!.linkPreview as LinkPreview;
    expect(preview).toMatchObject({
      url: `http://127.0.0.1:${site.port}/cafe`,
      title: 'Café Oberkampf',
      description: 'Dinner & jazz, Paris 11e',
      siteName: 'Oberkampf',
      image: { width: 120, height: 63 },
    });
    // Stored with the message, as a change every device that was away will fetch.
    const row = await stored(m.id);
    expect(row.metadata).toEqual({ linkPreview: preview });
    expect(row.changeSeq).toBeGreaterThan(0);
    // The picture is an object of the message: members get it from here, outsiders do not.
    const ref = preview.image!.url.split('/').pop()!;
    const [object] = await f.s.app.ctx.db.select().from(objects).where(eq(objects.id, ref));
    expect(object).toMatchObject({ messageId: m.id, ownerId: 'u-emma' });
    expect((await f.inject('camille', 'GET', preview.image!.url)).statusCode).toBe(200);
    expect((await f.inject('lukas', 'GET', preview.image!.url)).statusCode).not.toBe(200);
    // The site saw no cookie of ours.
    expect(site.requests.every((r) => r.headers.cookie === undefined)).toBe(true);
  });

  it('should store nothing for a refused address, a burner message, or a message unsent meanwhile', async () => {
    const before = inner.connections;
    const refused = await f.send('emma', f.direct.id, `http://127.0.0.1:${inner.port}/admin`);
    await linkPreviewAttach(f.s.app.ctx, refused);
    expect((await stored(refused.id)).metadata).toBeNull();
    expect(inner.connections).toBe(before);

    const burner = await f.send('emma', f.direct.id, `http://127.0.0.1:${site.port}/cafe`, {
      messageType: 'burner',
      isBurner: true,
    });
    const unsent = await f.send('emma', f.direct.id, `http://127.0.0.1:${site.port}/cafe`);
    expect(
      (await f.inject('emma', 'DELETE', `/api/messages/${unsent.id}`, { userId: 'u-emma' }))
        .statusCode,
    ).toBe(200);
    const objectsBefore = (await f.s.app.ctx.db.select().from(objects)).length;
    await linkPreviewAttach(f.s.app.ctx, unsent);
    expect((await stored(unsent.id)).metadata).toBeNull();
    // Its picture was fetched, then let go: no object is left behind.
    expect((await f.s.app.ctx.db.select().from(objects)).length).toBe(objectsBefore);
    // A burner's link is never queued; a text's is.
    expect(linkPreviewWanted(true, burner)).toBe(false);
    expect(linkPreviewWanted(true, { ...burner, isBurner: false, messageType: 'text' })).toBe(true);
    expect(linkPreviewWanted(false, { ...burner, isBurner: false, messageType: 'text' })).toBe(
      false,
    );
    expect((await stored(burner.id)).metadata).toBeNull();
  });

  it('should drop a preview a client writes itself', async () => {
    const forged = await f.send('emma', f.direct.id, 'Look', {
      metadata: { linkPreview: { url: 'https://bank.example', title: 'Your bank' } },
    });
    expect((await stored(forged.id)).metadata ?? {}).not.toHaveProperty('linkPreview');
    expect((forged as Message).metadata ?? {}).not.toHaveProperty('linkPreview');
  });

  it('should drop a preview and its picture when an edit changes the link, and preview the new one', async () => {
    const sofia = await f.phone('sofia');
    const m = await f.send('emma', f.direct.id, `http://127.0.0.1:${site.port}/cafe`);
    await linkPreviewAttach(f.s.app.ctx, m);
    const before = await stored(m.id);
    const ref = (before.metadata!.linkPreview as LinkPreview).image!.url.split('/').pop()!;
    // Edited to words with no link: the card and its picture go.
    const edit = await f.inject('emma', 'PUT', `/api/messages/${m.id}/edit`, {
      content: 'Never mind',
      userId: 'u-emma',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json<Message>().metadata ?? {}).not.toHaveProperty('linkPreview');
    expect((await stored(m.id)).metadata).toBeNull();
    expect(await f.s.app.ctx.db.select().from(objects).where(eq(objects.id, ref))).toEqual([]);
    // Edited to a link again: it is previewed after the edit, live.
    await f.inject('emma', 'PUT', `/api/messages/${m.id}/edit`, {
      content: `Here: http://127.0.0.1:${site.port}/cafe`,
      userId: 'u-emma',
    });
    const again = await sofia.next(
      'message',
      (e) => e.message.id === m.id && !!e.message.metadata?.linkPreview,
      10_000,
    );
    expect((again.message.metadata!.linkPreview as LinkPreview).title).toBe('Café Oberkampf');
  });

  it('should keep the page and store no picture when the picture redirects to an inner address', async () => {
    const sofia = await f.phone('sofia');
    const objectsBefore = (await f.s.app.ctx.db.select().from(objects)).length;
    const innerBefore = inner.connections;
    const m = await f.send('emma', f.group.id, `http://127.0.0.1:${site.port}/moved-card`);
    const pushed = await sofia.next(
      'message',
      (e) => e.message.id === m.id && !!e.message.metadata?.linkPreview,
      10_000,
    );
    const preview = pushed.message.metadata!.linkPreview as LinkPreview;
    expect(preview).toEqual({
      url: `http://127.0.0.1:${site.port}/moved-card`,
      title: 'Café Oberkampf',
      description: 'Dinner & jazz, Paris 11e',
      siteName: 'Oberkampf',
    });
    expect((await stored(m.id)).metadata).toEqual({ linkPreview: preview });
    expect(site.requests.map((r) => r.path)).toContain('/card-moved.png');
    expect(inner.connections).toBe(innerBefore);
    expect((await f.s.app.ctx.db.select().from(objects)).length).toBe(objectsBefore);
  });
});
