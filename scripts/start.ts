/**
 * `npm start`: builds the web client when the build is missing or older than its sources, then
 * serves it with the API from one port (the embedded database unless DATABASE_URL is set).
 */
import { webBuildIfStale } from './web-build';

await webBuildIfStale();
await import('../src/server/main');
