/** Longest file name most file systems allow. */
const NAME_MAX = 255;

/**
 * The optional `X-File-Name` header (URI-encoded): a plain file name or nothing. A name that does
 * not decode, or that holds a path ('/', '\\', '..') or control characters, is refused rather
 * than cleaned: a client sending one is not sending a photo from a file picker. The name is
 * never used as a key and never stored; it is checked so that nothing odd passes unnoticed.
 */
export function fileNameProblem(header: string | undefined): string | null {
  if (header === undefined || header === '') return null;
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    return 'file name is not URI-encoded';
  }
  if (name.length > NAME_MAX) return 'file name is too long';
  if (/[/\\]/.test(name) || name === '.' || name === '..') return 'file name holds a path';
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'file name holds control characters';
  return null;
}
