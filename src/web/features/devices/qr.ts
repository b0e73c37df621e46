/**
 * The QR code of a text as an SVG data URL. The encoder (~25 KB) loads only when a code is
 * first shown: nobody else downloads it.
 */
export async function qrDataUrl(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(text, {
    type: 'svg',
    margin: 1,
    // M survives a smudged or glared screen and keeps the modules large enough at this length.
    errorCorrectionLevel: 'M',
    color: { dark: '#1e1b4bff', light: '#ffffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
