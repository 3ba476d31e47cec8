import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { failedWithoutData } from './failed-without-data';

/** A query observed as a page observes it, answering from `answers` in turn (an Error is a failure). */
async function observe(answers: Array<string[] | Error>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const queryFn = () => {
    const answer = answers.shift();
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  const observer = new QueryObserver(queryClient, { queryKey: ['categories'], queryFn });
  const unsubscribe = observer.subscribe(() => {});
  await expect.poll(() => observer.getCurrentResult().isFetching).toBe(false);
  return { observer, unsubscribe };
}

describe('failedWithoutData', () => {
  it('is true for a query whose first answer failed', async () => {
    const { observer, unsubscribe } = await observe([new Error('Failed to fetch')]);
    expect(failedWithoutData(observer.getCurrentResult())).toBe(true);
    unsubscribe();
  });

  it('is false for a query whose refetch failed: it keeps the data it had', async () => {
    const { observer, unsubscribe } = await observe([['Pokémon'], new Error('Failed to fetch')]);
    await observer.refetch();
    const result = observer.getCurrentResult();
    expect(result.isError).toBe(true);
    expect(result.data).toEqual(['Pokémon']);
    expect(failedWithoutData(result)).toBe(false);
    unsubscribe();
  });

  it('is false while loading and once answered', async () => {
    const { observer, unsubscribe } = await observe([['Pokémon']]);
    expect(failedWithoutData(observer.getCurrentResult())).toBe(false);
    unsubscribe();
    expect(failedWithoutData({ isError: false, data: undefined, error: null })).toBe(false);
  });
});
