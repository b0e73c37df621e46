/**
 * Spec core 9: the Photo Library's 6 sample photos. The spec's were remote pictures; ours ship
 * with the app (public/samples/photos, drawn by scripts/sample-photos.ts), so the library works
 * offline and sends real image files.
 */
export interface SamplePhoto {
  id: string;
  /** The catalog id of its name (the tile's label). */
  titleId: string;
  src: string;
  /** A 360px square for the library's grid. */
  thumb: string;
  width: number;
  height: number;
}

const sample = (id: string, titleId: string, width: number, height: number): SamplePhoto => ({
  id,
  titleId,
  src: `/samples/photos/${id}.jpg`,
  thumb: `/samples/photos/${id}-thumb.jpg`,
  width,
  height,
});

export const SAMPLE_PHOTOS: readonly SamplePhoto[] = [
  sample('mountain-lake', 'photos.sampleMountainLake', 1200, 800),
  sample('beach-sunset', 'photos.sampleBeachSunset', 1200, 800),
  sample('forest-path', 'photos.sampleForestPath', 800, 1200),
  sample('city-lights', 'photos.sampleCityLights', 1200, 800),
  sample('desert-dunes', 'photos.sampleDesertDunes', 1200, 800),
  sample('northern-lights', 'photos.sampleNorthernLights', 800, 1000),
];
