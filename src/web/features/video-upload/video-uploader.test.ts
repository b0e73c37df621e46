import { afterEach, describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES, VIDEO_MULTIPART_THRESHOLD_BYTES } from '../../../protocol/videos';
import english from 'virtual:catalog/en';
import spanish from 'virtual:catalog/es';
import { messagesFrom } from '../../i18n/catalog-load';
import type { Raw } from '../../i18n/catalog-load';
import { intlCreate } from '../../i18n/intl';
import type { AppLanguage } from '../../i18n/languages';
import type { T } from '../../i18n/use-t';
import { restrictionNotices, uppyStrings } from './uppy-strings';
import { multipartWanted, videoUppyCreate } from './video-uploader';
import type { VideoUppy } from './video-uploader';

/** A file of `size` bytes without holding them: Uppy reads only name, type and size here. */
function fileOf(name: string, size: number, type = 'video/mp4'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function tFor(lang: AppLanguage, raw: Raw): T {
  const intl = intlCreate(lang, messagesFrom(raw));
  return (id, values) => intl.formatMessage({ id }, values);
}

let uppy: VideoUppy | null = null;
afterEach(() => {
  uppy?.destroy();
  uppy = null;
});

function add(u: VideoUppy, file: File): string | null {
  try {
    return u.addFile({ name: file.name, type: file.type, data: file, source: 'test' });
  } catch (err) {
    return (err as Error).message;
  }
}

describe('the upload modal’s restrictions (spec secondary 5)', () => {
  const t = tFor('en', english);

  it('takes one video of at most 100 MB with one of the spec’s extensions', () => {
    uppy = videoUppyCreate(uppyStrings(t));
    const id = add(uppy, fileOf('clip.MOV', VIDEO_MAX_BYTES, 'video/quicktime'));
    expect(uppy.getFiles().map((f) => f.id)).toEqual([id]);
  });

  it('refuses 100 MB and one byte, in the catalog’s words', () => {
    uppy = videoUppyCreate(uppyStrings(t));
    const message = add(uppy, fileOf('big.mp4', VIDEO_MAX_BYTES + 1));
    expect(message).toBe('big.mp4 exceeds maximum allowed size of 100 MB');
    expect(uppy.getFiles()).toHaveLength(0);
  });

  it('refuses other extensions, a second file and the same file twice', () => {
    uppy = videoUppyCreate(uppyStrings(t));
    expect(add(uppy, fileOf('notes.txt', 10, 'text/plain'))).toBe(
      'You can only upload: .mp4, .mov, .avi, .wmv, .flv, .webm, .mkv',
    );
    const first = fileOf('a.webm', 10, 'video/webm');
    add(uppy, first);
    expect(add(uppy, first)).toBe("Cannot add the duplicate file 'a.webm', it already exists");
    expect(add(uppy, fileOf('b.mkv', 10, 'video/x-matroska'))).toBe('You can only upload 1 file');
    expect(uppy.getFiles().map((f) => f.name)).toEqual(['a.webm']);
  });

  it('shows at most four notices, then how many more failed', () => {
    const five = ['1', '2', '3', '4', '5', '6'];
    expect(restrictionNotices(five.slice(0, 4), t)).toEqual(['1', '2', '3', '4']);
    expect(restrictionNotices(five, t)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '2 additional restrictions were not fulfilled',
    ]);
  });

  it('speaks the app’s language', () => {
    uppy = videoUppyCreate(uppyStrings(tFor('es', spanish)));
    const message = add(uppy, fileOf('big.mp4', VIDEO_MAX_BYTES + 1));
    expect(message).toContain('big.mp4');
    expect(message).not.toContain('exceeds maximum');
  });
});

describe('multipart', () => {
  it('is used above the library’s threshold only', () => {
    expect(multipartWanted({ size: VIDEO_MULTIPART_THRESHOLD_BYTES })).toBe(false);
    expect(multipartWanted({ size: VIDEO_MULTIPART_THRESHOLD_BYTES + 1 })).toBe(true);
    expect(multipartWanted({ size: null })).toBe(false);
  });
});
