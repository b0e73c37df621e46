/**
 * Spec core 9: the Photo Library's 6 sample photos. The spec's were remote pictures; ours ship
 * with the app (public/samples/photos, drawn by scripts/sample-photos.ts), so the library works
 * offline and sends real image files.
 */
export interface SamplePhoto {
  id: string;
  title: string;
  src: string;
  /** A 360px square for the library's grid. */
  thumb: string;
  width: number;
  height: number;
}

const sample = (id: string, title: string, width: number, height: number): SamplePhoto => ({
  id,
  title,
  src: `/samples/photos/${id}.jpg`,
  thumb: `/samples/photos/${id}-thumb.jpg`,
  width,
  height,
});

export const SAMPLE_PHOTOS: readonly SamplePhoto[] = [
  sample('mountain-lake', 'Mountain lake', 1200, 800),
  sample('beach-sunset', 'Beach sunset', 1200, 800),
  sample('forest-path', 'Forest path', 800, 1200),
  sample('city-lights', 'City lights', 1200, 800),
  sample('desert-dunes', 'Desert dunes', 1200, 800),
  sample('northern-lights', 'Northern lights', 800, 1000),
];
