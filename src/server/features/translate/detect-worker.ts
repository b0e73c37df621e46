/**
 * Language detection on its own thread (detect-remote.ts). On a busy server, detection was about
 * a quarter of the thread that reads and writes every socket (bench/README.md); here it runs
 * beside it. Each request is a batch: every text one turn of the main thread asked about.
 *
 * eld's small model: as accurate as the medium one on both test sets (src/lang/testdata) with
 * the tables of src/lang/detect.ts around it, at 150 MB of memory where medium takes 200
 * (bench/README.md has the table).
 */
import { parentPort } from 'node:worker_threads';
import { eld } from 'eld/small';
import type { Detection } from '../../../lang/detect';
import { detectLanguage } from '../../../lang/detect';
import type { DetectReply, DetectRequest } from './detect-protocol';

const port = parentPort!;

port.on('message', ({ id, items }: DetectRequest) => {
  const results: Detection[] = items.map(({ text, prior }) => {
    try {
      return detectLanguage(eld, text, prior);
    } catch {
      // One text that trips the detector must not sink the batch: it says what no text says
      // (the writer's language, else English).
      return detectLanguage(eld, '', prior);
    }
  });
  port.postMessage({ id, results } satisfies DetectReply);
});
port.postMessage({ ready: true });
