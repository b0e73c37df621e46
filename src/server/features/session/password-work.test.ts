import { describe, expect, it } from 'vitest';
import { WorkQueue } from './password-work';
import { passwordHash, passwordVerify } from './service';

describe('WorkQueue', () => {
  it('should run at most its number of pieces at once, the rest in the order they came', async () => {
    const queue = new WorkQueue(2);
    let now = 0;
    let most = 0;
    const started: number[] = [];
    const work = (i: number) =>
      queue.run(async () => {
        started.push(i);
        now++;
        most = Math.max(most, now);
        await new Promise((resolve) => setTimeout(resolve, 5));
        now--;
        return i * 10;
      });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => work(i)));
    expect(results).toEqual(Array.from({ length: 10 }, (_, i) => i * 10));
    expect(most).toBe(2);
    expect(started).toEqual(Array.from({ length: 10 }, (_, i) => i));
    expect(queue.queued).toBe(0);
  });

  it('should give its place to the next one when a piece fails', async () => {
    const queue = new WorkQueue(1);
    const failing = queue.run(() => Promise.reject(new Error('no')));
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('no');
    await expect(next).resolves.toBe('next');
    await expect(queue.run(async () => 'after')).resolves.toBe('after');
  });

  it('should still check passwords right when many are checked at once', async () => {
    const stored = await passwordHash('correct horse');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        passwordVerify(i % 2 ? 'correct horse' : 'wrong', stored),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 8 }, (_, i) => i % 2 === 1));
  });
});
