import { buildApp } from './app';
import { configFromEnv } from './kernel/config';
import { demoExposureWarning } from './demo-exposure';

/** Long enough for in-flight sends to commit, short enough for a rolling restart. */
const SHUTDOWN_GRACE_MS = 10_000;

const config = configFromEnv();
const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
  force.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
// Demo people on a reachable address are a deployment mistake worth saying out loud.
const exposed = demoExposureWarning(config);
if (exposed) app.log.warn(exposed);
