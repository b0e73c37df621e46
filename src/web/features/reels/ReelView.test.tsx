import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Video } from '../../../protocol';
import { VIDEO_EDITS_DEFAULT } from '../../../protocol/video-social';
import { inEnglish } from '../../i18n/testing';
import { ReelsList } from './ReelsList';
import { videoMake } from './reels-testdata';
import { ReelView } from './ReelView';

const noop = () => {};

const reel = (video: Video, mine = false, autoPlay = false) =>
  renderToStaticMarkup(
    inEnglish(
      <QueryClientProvider client={new QueryClient()}>
        <ReelView
          video={video}
          mine={mine}
          autoPlay={autoPlay}
          active
          muted
          downloadProgress={null}
          onLike={noop}
          onFollow={noop}
          onComments={noop}
          onShare={noop}
          onDownload={noop}
          onCollab={noop}
        />
      </QueryClientProvider>,
    ),
  );

const list = (videos: Video[]) =>
  renderToStaticMarkup(
    inEnglish(
      <QueryClientProvider client={new QueryClient()}>
        <ReelsList
          me="u-emma"
          videos={videos}
          pagesLoaded={1}
          hasNextPage={false}
          fetchingNextPage={false}
          fetchNextPage={noop}
          muted
          target={null}
          onTargetDone={noop}
          onLike={noop}
          onFollow={noop}
          onComments={noop}
          onShare={noop}
          onCollab={noop}
          onDelete={noop}
        />
      </QueryClientProvider>,
    ),
  );

/** Each <video> tag of the markup (attribute names are case-insensitive in HTML). */
const videoTags = (html: string) =>
  [...html.matchAll(/<video [^>]*>/g)].map((m) => m[0].replace(/ (\w+)=/g, (a) => a.toLowerCase()));
const byTestId = (html: string, id: string) =>
  [...html.matchAll(new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`, 'g'))].map((m) => m[1]);

describe('ReelsList (secondary: only the first video autoplays)', () => {
  it('should autoplay the first video, muted and looping inline, and only that one', () => {
    const tags = videoTags(list([videoMake('a'), videoMake('b'), videoMake('c')]));
    expect(tags).toHaveLength(3);
    expect(tags[0]).toContain('autoplay=""');
    expect(tags[0]).toContain('muted=""');
    expect(tags[0]).toContain('loop=""');
    expect(tags[0]).toContain('playsinline=""');
    expect(tags.slice(1).every((tag) => !tag.includes('autoplay'))).toBe(true);
  });

  it('should show the others with their poster and a play button', () => {
    const html = list([videoMake('a'), videoMake('b')]);
    expect(videoTags(html)[1]).toContain('poster="/api/videos/b/thumbnail"');
    expect(videoTags(html)[1]).toContain('preload="none"');
    expect(html.match(/aria-label="Play video"/g)).toHaveLength(1);
  });
});

describe('ReelView', () => {
  it('should show at most the first 2 hashtags', () => {
    const html = reel(videoMake('a', { hashtags: ['travel', 'food', 'sunset', 'beach'] }));
    expect(byTestId(html, 'reel-hashtag')).toEqual(['#travel', '#food']);
  });

  it("should play the video with the owner's edits as its CSS filter", () => {
    const vintage = reel(videoMake('a', { edits: { ...VIDEO_EDITS_DEFAULT, filter: 'vintage' } }));
    expect(videoTags(vintage)[0]).toContain(
      'style="filter:sepia(0.5) brightness(1.05) contrast(1.1) saturate(0.85)"',
    );
    const tuned = reel(
      videoMake('a', { edits: { ...VIDEO_EDITS_DEFAULT, brightness: 120, blur: 2, hue: 30 } }),
    );
    expect(videoTags(tuned)[0]).toContain('filter:brightness(1.2) hue-rotate(30deg) blur(2px)');
    expect(videoTags(reel(videoMake('a')))[0]).toContain('style="filter:none"');
  });

  it('should show counts as K and M', () => {
    const html = reel(videoMake('a', { likeCount: 1_234, commentCount: 1_200_000 }));
    expect(byTestId(html, 'reel-like-count')).toEqual(['1.2K']);
    expect(byTestId(html, 'reel-comment-count')).toEqual(['1.2M']);
  });

  it('should fill the heart when liked, and show my reaction when it is not a heart', () => {
    const plain = reel(videoMake('a'));
    expect(plain).toMatch(/aria-pressed="false"[^>]*data-testid="reel-like"/);
    const hearted = reel(videoMake('a', { isLiked: true, reaction: 'heart', likeCount: 1 }));
    expect(hearted).toMatch(/aria-pressed="true"[^>]*data-testid="reel-like"/);
    expect(hearted).toContain('fill-rose-500');
    expect(hearted).not.toContain('reel-like-emoji');
    const laughing = reel(videoMake('a', { isLiked: true, reaction: 'laughing', likeCount: 1 }));
    expect(byTestId(laughing, 'reel-like-emoji')).toEqual(['😂']);
  });

  it('should offer Follow and collaboration on a video of someone else, not on mine', () => {
    const theirs = reel(videoMake('a', { isFollowing: true }));
    expect(byTestId(theirs, 'reel-follow')).toEqual(['Following']);
    expect(theirs).toContain('data-testid="reel-collab"');
    const mine = reel(videoMake('a'), true);
    expect(mine).not.toContain('reel-follow');
    expect(mine).not.toContain('reel-collab');
  });
});
