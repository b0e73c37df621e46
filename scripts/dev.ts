/**
 * `npm run dev`: the API on port 5001 (restarted on change) and Vite on 5000 with hot reload,
 * proxying /api and /ws to the API.
 */
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  PORT: '5001',
  ALLOWED_ORIGINS: 'http://localhost:5000,http://127.0.0.1:5000',
};
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--port', '5000', '--strictPort'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
