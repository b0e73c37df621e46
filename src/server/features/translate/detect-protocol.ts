import type { Detection } from '../../../lang/detect';

/** Messages between the main thread and the detection worker. */
export interface DetectRequest {
  id: number;
  items: Array<{ text: string; prior?: string }>;
}

/** Per item, its detection. */
export interface DetectReply {
  id: number;
  results: Detection[];
}
