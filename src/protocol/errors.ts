import { z } from 'zod';

/**
 * Every non-success reply carries this body; `reason` names a rule when one refused. `error` is
 * the English text; `code` (error-codes.ts) names it when it is one of the known texts, so a
 * client can show it in its own language, with `params` filling a template's parts.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
  reason: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const health = z.object({
  status: z.literal('ok'),
  /** 'embedded': the install's own PostgreSQL, started by the server; 'postgres': DATABASE_URL's. */
  database: z.enum(['embedded', 'postgres']),
  /** "PostgreSQL 17.10" */
  databaseVersion: z.string(),
  bus: z.enum(['memory', 'redis']),
  /** Where photos, voice notes and videos are kept: the store the server opened. */
  store: z.enum(['disk', 's3']),
  translator: z.string(),
  /** Who draws the Image Playground's pictures: 'offline' or 'openai'. */
  imageGenerator: z.string(),
  version: z.string(),
});
export type Health = z.infer<typeof health>;
