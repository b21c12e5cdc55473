/**
 * Runs `work` on every item with at most `limit` running at once, and waits for them all; the
 * first failure is thrown once the ones under way have settled. Restoring tens of thousands of
 * stored files one after the other waits on the disk (or the bucket) for each in turn.
 */
export async function forEachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
}
