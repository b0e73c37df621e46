import type { Detection } from '../../../lang/detect';

/** Messages between the main thread and the detection worker. */
export interface DetectRequest {
  id: number;
  items: Array<{ text: string; prior?: string }>;
}

/** Per item, its detection, or null when the detector failed on it. */
export interface DetectReply {
  id: number;
  results: Array<Detection | null>;
}
