import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { redisCommandClient, redisReady } from '../realtime/redis-client';
import { SIGN_IN_FAILURES_MAX, SignInLimits } from './sign-in-limits';

/**
 * Failed sign-ins per account (issue 27) are one count for every instance: a guesser spreading
 * tries over instances behind a balancer gets no more guesses than at one.
 */
describe('failed sign-ins per account across instances (Redis)', () => {
  let one: Redis;
  let two: Redis;
  beforeAll(async () => {
    one = redisCommandClient(process.env.REDIS_URL!, () => undefined);
    two = redisCommandClient(process.env.REDIS_URL!, () => undefined);
    await Promise.all([redisReady(one), redisReady(two)]);
  });
  afterAll(() => {
    one.disconnect();
    two.disconnect();
  });

  it("should refuse on one instance an account the other instance's failures locked", async () => {
    const prefix = `allo-test-signin-${Date.now()}`;
    const first = new SignInLimits(one, prefix);
    const second = new SignInLimits(two, prefix);
    for (let i = 0; i < SIGN_IN_FAILURES_MAX; i++) {
      await (i % 2 === 0 ? first : second).take('u-ada');
    }
    // Each instance counted five itself: only the shared count reaches ten.
    const third = new SignInLimits(one, prefix);
    await expect(third.take('u-ada')).rejects.toMatchObject({
      status: 429,
      message: 'Too many failed sign-ins for this account, retry in 15 min',
    });
    // Her own browser's key, and another account, are not locked.
    await third.take('u-ada:her-device');
    await third.take('u-bob');
  });
});
