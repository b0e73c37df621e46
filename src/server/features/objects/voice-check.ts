/** What a voice note's first bytes say it is; null when it is none of the three containers. */
export function voiceMimeType(bytes: Buffer): 'audio/webm' | 'audio/ogg' | 'audio/mp4' | null {
  if (bytes.length < 16) return null;
  // WebM is Matroska (EBML magic 1A 45 DF A3) whose DocType element (42 82) says "webm".
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) {
    const head = bytes.subarray(0, 64);
    const docType = head.indexOf(Buffer.from([0x42, 0x82]));
    return docType >= 0 && head.includes('webm', docType) ? 'audio/webm' : null;
  }
  // Ogg pages start "OggS", version 0.
  if (bytes.toString('latin1', 0, 4) === 'OggS' && bytes[4] === 0) return 'audio/ogg';
  // MP4 (ISO BMFF) starts with an 'ftyp' box; HEIF and AVIF pictures use one too.
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    return PICTURE_BRANDS.has(brand) ? null : 'audio/mp4';
  }
  return null;
}

/** ISO BMFF brands of still pictures, not sound. */
const PICTURE_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'crx ',
]);
