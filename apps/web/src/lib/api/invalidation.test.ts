import { endpointRoutes, type EndpointName } from '@launchpad/contract';
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { invalidateAfter, invalidateReads, readsChangedBy } from './invalidation.ts';
import { queryKey } from './query-keys.ts';

const names = Object.keys(endpointRoutes) as EndpointName[];

/** A query client holding an answer for each of these keys, none of them stale yet. */
function cacheWith(keys: QueryKey[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) queryClient.setQueryData(key, { from: key[0] });
  const stale = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.isStale())
      .map((query) => query.queryKey);
  return { queryClient, stale };
}

describe('readsChangedBy', () => {
  it('has an entry for every write of the endpoint table, and for nothing else', () => {
    const writes = names.filter((name) => endpointRoutes[name].method !== 'GET');
    expect(Object.keys(readsChangedBy).sort()).toEqual(writes.sort());
  });

  it('lists only reads, each once', () => {
    for (const [write, reads] of Object.entries(readsChangedBy)) {
      for (const read of reads)
        expect({ write, read, method: endpointRoutes[read].method }).toEqual({
          write,
          read,
          method: 'GET',
        });
      expect(new Set(reads).size, write).toBe(reads.length);
    }
  });

  it('refreshes what the team sees change after acting on a person or a payment', () => {
    // The person's page and the people list show the status and the last activity.
    for (const write of ['updateEnrollmentStatus', 'updateContactStatus', 'addPersonNote'] as const)
      expect(readsChangedBy[write]).toEqual(expect.arrayContaining(['personDetail', 'listPeople']));
    // A confirmed payment leaves the list, enrols the learner and takes a seat.
    expect(readsChangedBy.confirmPayment).toEqual(
      expect.arrayContaining(['listPayments', 'personDetail', 'listPeople', 'listBatches']),
    );
    for (const write of ['rejectPayment', 'movePaymentToSeat', 'refundPayment'] as const)
      expect(readsChangedBy[write]).toContain('listPayments');
  });
});

describe('invalidateAfter', () => {
  it('marks stale every cached answer of the reads the write changes, whatever their input', async () => {
    const { queryClient, stale } = cacheWith([
      queryKey('personDetail', { params: { id: 7 } }),
      queryKey('personDetail', { params: { id: 8 } }),
      queryKey('listPeople', { query: { q: 'asha' } }),
      queryKey('listPeople', { query: { q: 'asha', cursor: 'next' } }),
      queryKey('listMailProblems'),
      queryKey('myPayments'),
    ]);

    await invalidateAfter(queryClient, 'updateContactStatus');

    expect(stale()).toEqual([
      ['personDetail', { params: { id: 7 } }],
      ['personDetail', { params: { id: 8 } }],
      ['listPeople', { query: { q: 'asha' } }],
      ['listPeople', { query: { q: 'asha', cursor: 'next' } }],
    ]);
  });

  it('leaves the cache alone after a write that changes none of its reads', async () => {
    const { queryClient, stale } = cacheWith([queryKey('currentUser'), queryKey('siteStats')]);
    await invalidateAfter(queryClient, 'createContactMessage');
    expect(stale()).toEqual([]);
  });

  it('refetches at once a read that is shown', async () => {
    const queryClient = new QueryClient();
    const queryFn = vi.fn(async () => ({ sessions: [] }));
    const shown = new QueryObserver(queryClient, { queryKey: queryKey('listSessions'), queryFn });
    const unsubscribe = shown.subscribe(() => {});
    await vi.waitFor(() => expect(shown.getCurrentResult().isSuccess).toBe(true));
    expect(queryFn).toHaveBeenCalledTimes(1);

    await invalidateReads(queryClient, ['listSessions']);

    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
