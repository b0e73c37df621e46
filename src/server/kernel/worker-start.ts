import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread on a TypeScript module and resolves once it posts `{ ready: true }`.
 * A `Worker` ignores `--import tsx` in its execArgv on Node 20 (NOTES.md): the worker registers
 * the loader this process runs under from an eval'd bootstrap, then imports the module.
 */
export async function workerStart(label: string, entry: URL, workerData: unknown): Promise<Worker> {
  const loader = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(loader)}).then((m) => m.register()).then(() => import(${JSON.stringify(entry.href)}))`;
  const worker = new Worker(boot, { eval: true, workerData });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (m: { ready: boolean; error?: string }) =>
      m.ready ? resolve() : reject(new Error(`${label} failed to start: ${m.error}`)),
    );
    worker.once('error', reject);
  });
  return worker;
}
