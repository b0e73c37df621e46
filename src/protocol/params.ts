import { z } from 'zod';
import { ERROR_TEXTS } from './error-codes';

/** Longer than any id of ours (UUIDs, 'u-emma'), short enough to name nothing by accident. */
export const PATH_ID_MAX = 100;

const INVALID = ERROR_TEXTS.invalidRequest;

/** True when a text holds a control character: NUL above all, which PostgreSQL text refuses. */
const hasControl = (s: string) => /\p{Cc}/u.test(s);

/**
 * An id named in a path (`/api/games/{id}`) or a query (`?userId=`): 1 to 100 characters, no
 * control character. Checked before any query, so that a NUL byte is a 400 here and not a 500
 * from deep in the database (issue 18).
 */
export const pathIdSchema = z
  .string()
  .min(1, INVALID)
  .max(PATH_ID_MAX, INVALID)
  .refine((s) => !hasControl(s), INVALID);

/** `{id}` alone in a path. */
export const idParamsSchema = z.object({ id: pathIdSchema });

/** Free text in a query (a search), at most `max` characters and no NUL. */
export const queryTextSchema = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes('\u0000'), INVALID);
