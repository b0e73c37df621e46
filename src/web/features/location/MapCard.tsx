import { MAP_HEIGHT, MAP_WIDTH, mapSketch } from './map-sketch';

export interface MapCardProps {
  latitude: number;
  longitude: number;
  label: string;
}

/** The drawn map of a location bubble, with a pin at the point (see map-sketch.ts). */
export function MapCard({ latitude, longitude, label }: MapCardProps) {
  const s = mapSketch(latitude, longitude);
  const cx = MAP_WIDTH / 2;
  const cy = MAP_HEIGHT / 2;
  return (
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="img"
      aria-label={label}
      className="block h-auto w-full rounded-xl"
      data-testid="location-map"
    >
      <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill="#eef2e6" />
      {s.parks.map((p, i) => (
        <rect key={i} x={p.x} y={p.y} width={p.w} height={p.h} rx={6} fill="#cde6bd" />
      ))}
      {s.water && <path d={s.water} fill="#aad3f2" />}
      <g fill="none" strokeLinecap="round">
        {s.minorRoads.map((d, i) => (
          <path key={i} d={d} stroke="#ffffff" strokeWidth={2.2} />
        ))}
        {s.mainRoads.map((d, i) => (
          <path key={i} d={d} stroke="#d5dae2" strokeWidth={7} />
        ))}
        {s.mainRoads.map((d, i) => (
          <path key={i} d={d} stroke="#ffffff" strokeWidth={5} />
        ))}
        <path d={s.highway} stroke="#e9b949" strokeWidth={8} />
        <path d={s.highway} stroke="#ffd98a" strokeWidth={6} />
      </g>
      <circle cx={cx} cy={cy} r={22} fill="#4285f4" fillOpacity={0.14} />
      <ellipse cx={cx} cy={cy + 1} rx={7} ry={2.6} fill="#000" fillOpacity={0.22} />
      <path
        d={`M${cx} ${cy} C${cx - 4} ${cy - 10} ${cx - 12} ${cy - 14} ${cx - 12} ${cy - 24} A12 12 0 1 1 ${cx + 12} ${cy - 24} C${cx + 12} ${cy - 14} ${cx + 4} ${cy - 10} ${cx} ${cy} Z`}
        fill="#ea4335"
        stroke="#b3261e"
        strokeWidth={1.2}
      />
      <circle cx={cx} cy={cy - 24} r={4.6} fill="#7a1410" />
    </svg>
  );
}
