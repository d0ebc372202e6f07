/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing/render.tsx';
import { apiQuery, everyKeyOf, queryKey } from './query-keys.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('queryKey', () => {
  it('is the operation’s name, then what the call sends ({} when it sends nothing)', () => {
    expect(queryKey('challengeDetail', { params: { id: 7 } })).toEqual([
      'challengeDetail',
      { params: { id: 7 } },
    ]);
    expect(queryKey('listPayments', { query: { status: 'submitted' } })).toEqual([
      'listPayments',
      { query: { status: 'submitted' } },
    ]);
    expect(queryKey('listChallenges')).toEqual(['listChallenges', {}]);
  });

  it('gives one cache entry to the same call, another to another input', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKey('personDetail', { params: { id: 7 } }), 'seven');
    expect(queryClient.getQueryData(queryKey('personDetail', { params: { id: 7 } }))).toBe('seven');
    expect(queryClient.getQueryData(queryKey('personDetail', { params: { id: 8 } }))).toBe(
      undefined,
    );
    // The prefix of every input of one operation, and of no other operation.
    queryClient.setQueryData(queryKey('listPeople'), 'people');
    expect(queryClient.getQueriesData({ queryKey: everyKeyOf('personDetail') })).toEqual([
      [['personDetail', { params: { id: 7 } }], 'seven'],
    ]);
  });

  it('takes only reads, with the input each one takes', () => {
    // @ts-expect-error a write is no query
    queryKey('confirmPayment', { params: { id: 1 } });
    // @ts-expect-error no such operation
    queryKey('challenge', { params: { id: 1 } });
    // @ts-expect-error a file, not JSON: no query caches it
    queryKey('exportPeople');
    // @ts-expect-error challengeDetail needs its id
    queryKey('challengeDetail');
    // @ts-expect-error its parameter is id
    queryKey('challengeDetail', { params: { slug: 'x' } });
    // @ts-expect-error listChallenges takes no query
    queryKey('listChallenges', { query: { topic: 'css' } });
    expect(true).toBe(true);
  });
});

describe('apiQuery', () => {
  it('fetches the operation with the input its key holds', async () => {
    const history = { submissions: [], hintReveals: [] };
    const fetchMock = vi.fn(async () => jsonResponse(history));
    vi.stubGlobal('fetch', fetchMock);
    const options = queryOptions({ ...apiQuery('listSubmissions', { query: { questionId: 3 } }) });

    expect(options.queryKey).toEqual(['listSubmissions', { query: { questionId: 3 } }]);
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual(history);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/fe-submissions?questionId=3',
      expect.objectContaining({ method: 'GET' }),
    );
  });
});

describe('the app’s query keys', () => {
  const src = join(import.meta.dirname, '../..');
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('are all derived from operation names: no key is written out by hand', () => {
    const handWritten = sourceFiles(src)
      .filter((file) => /queryKey:\s*\[/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(handWritten, 'build keys with queryKey/apiQuery (lib/api/query-keys.ts)').toEqual([]);
  });
});
