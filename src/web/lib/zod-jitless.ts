import { z } from 'zod';

/**
 * Zod compiles faster parsers with `new Function` when the page allows it. Ours does not (the
 * Content-Security-Policy has no 'unsafe-eval', src/server/security-headers.ts): zod would try,
 * be refused, fall back, and leave a policy violation in the console of every page. Said before
 * any schema is built (main.tsx imports this first), it does not try.
 */
z.config({ jitless: true });
