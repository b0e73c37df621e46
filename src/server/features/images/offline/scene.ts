import { hashText } from './seed';

/**
 * What a prompt asks for, read from its words: the light, the places and the things to draw.
 * Pure: the same prompt always gives the same scene, whatever the style.
 */
export type TimeOfDay = 'day' | 'dawn' | 'sunset' | 'night';
export type Place =
  | 'space'
  | 'sea'
  | 'lake'
  | 'mountains'
  | 'city'
  | 'forest'
  | 'meadow'
  | 'desert'
  | 'snow'
  | 'hills';
export type Subject =
  | 'cat'
  | 'dog'
  | 'birds'
  | 'boat'
  | 'balloon'
  | 'house'
  | 'rocket'
  | 'castle'
  | 'fish'
  | 'planet'
  | 'lighthouse'
  | 'heart';

export interface Scene {
  time: TimeOfDay;
  places: Set<Place>;
  /** In the order the prompt names them: the first is the picture's centre of interest. */
  subjects: Subject[];
  /** Things the prompt names more than one of ('balloons'). */
  plural: Set<Subject>;
  /** The hue the prompt's colour words ask for, if any. */
  hue: number | null;
  aurora: boolean;
  /** Seeds every placement: the prompt itself, normalised. */
  seed: number;
}

/** Word lists, one space-separated line per meaning: easy to read and to extend. */
function vocabulary<T extends string>(groups: Record<T, string>): Map<string, T> {
  const map = new Map<string, T>();
  for (const [meaning, line] of Object.entries(groups) as [T, string][]) {
    for (const word of line.split(' ')) map.set(word, meaning);
  }
  return map;
}

const TIME_WORDS = vocabulary<TimeOfDay>({
  night: 'night midnight moon moonlight moonlit star starry starlight dark aurora',
  sunset: 'sunset dusk evening twilight golden',
  dawn: 'sunrise dawn morning',
  day: 'day sunny noon afternoon',
});

const PLACE_WORDS = vocabulary<Place>({
  space: 'space galaxy universe cosmos cosmic nebula astronaut orbit',
  sea: 'sea ocean beach wave coast shore island surf bay harbor harbour sailing',
  lake: 'lake river pond reflection water',
  mountains: 'mountain peak alp volcano cliff valley',
  city: 'city skyline town street building skyscraper downtown cyberpunk futuristic neon',
  forest: 'forest tree wood woods jungle pine cabin',
  meadow: 'garden flower meadow field park spring blossom tulip rose sunflower',
  desert: 'desert dune sand cactus pyramid',
  snow: 'snow snowy winter ice frozen christmas',
  hills: 'hill countryside',
});

const SUBJECT_WORDS = vocabulary<Subject>({
  cat: 'cat kitten kitty',
  dog: 'dog puppy',
  birds: 'bird seagull eagle flying',
  boat: 'boat ship sailboat sail yacht',
  balloon: 'balloon',
  house: 'house cabin cottage home hut',
  rocket: 'rocket spaceship',
  castle: 'castle palace kingdom',
  fish: 'fish whale dolphin',
  planet: 'planet saturn',
  lighthouse: 'lighthouse',
  heart: 'heart love',
});

const COLOUR_WORDS = new Map<string, number>(
  Object.entries({
    red: 2,
    orange: 28,
    yellow: 50,
    gold: 44,
    green: 130,
    teal: 175,
    cyan: 188,
    blue: 215,
    purple: 275,
    violet: 265,
    pink: 330,
    magenta: 310,
  }),
);

/** Places drawn when the prompt names none: the prompt's hash picks one. */
const FALLBACK_PLACES: Place[] = ['hills', 'lake', 'mountains', 'meadow'];

/** The prompt's words, lower case, with a plural 's' taken off ('mountains' -> 'mountain'). */
export function promptWords(prompt: string): string[] {
  return (prompt.toLowerCase().match(/[a-z]+/g) ?? []).map((w) =>
    w.length > 3 && /[^sui]s$/.test(w) ? w.slice(0, -1) : w,
  );
}

/** The prompt as the seed sees it: case and spacing do not change the picture. */
export function promptNormalise(prompt: string): string {
  return prompt.trim().toLowerCase().replace(/\s+/g, ' ');
}

export function sceneFromPrompt(prompt: string): Scene {
  const words = promptWords(prompt);
  const raw = prompt.toLowerCase().match(/[a-z]+/g) ?? [];
  const rawPlural = new Set(words.filter((w, i) => w !== raw[i]));
  const seed = hashText(promptNormalise(prompt));
  const places = new Set<Place>();
  const subjects: Subject[] = [];
  const plural = new Set<Subject>();
  let time: TimeOfDay | null = null;
  let hue: number | null = null;
  for (const w of words) {
    time ??= TIME_WORDS.get(w) ?? null;
    const place = PLACE_WORDS.get(w);
    if (place) places.add(place);
    const subject = SUBJECT_WORDS.get(w);
    if (subject && !subjects.includes(subject)) subjects.push(subject);
    if (subject && rawPlural.has(w)) plural.add(subject);
    hue ??= COLOUR_WORDS.get(w) ?? null;
  }
  if (subjects.includes('rocket') || subjects.includes('planet')) {
    if (places.size === 0) places.add('space');
  }
  if (subjects.includes('boat') || subjects.includes('fish') || subjects.includes('lighthouse')) {
    if (!places.has('lake')) places.add('sea');
  }
  if (places.size === 0) places.add(FALLBACK_PLACES[seed % FALLBACK_PLACES.length]!);
  // A city alone stands by a river, its lights doubled in the water.
  if (places.size === 1 && places.has('city')) places.add('lake');
  if (places.has('space')) time = 'night';
  return {
    time: time ?? 'day',
    places,
    subjects,
    plural,
    hue,
    aurora: words.includes('aurora') || (words.includes('northern') && words.includes('light')),
    seed,
  };
}
