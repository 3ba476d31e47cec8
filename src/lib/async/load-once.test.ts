import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('starts the load once and shares its result', async () => {
    let calls = 0;
    const load = loadOnce(async () => ++calls);
    const [first, second] = await Promise.all([load(), load()]);
    expect([first, second, await load()]).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk did not arrive');
      return 'dialog';
    });
    await expect(load()).rejects.toThrow('chunk did not arrive');
    expect(await load()).toBe('dialog');
    expect(await load()).toBe('dialog');
    expect(calls).toBe(2);
  });
});
