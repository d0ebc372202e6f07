import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, testUser } from '../testing/render.tsx';
import { useSession } from './session.ts';

function renderSession() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSession(), { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSession', () => {
  it('is loading, then authenticated with the user from GET /api/auth/user', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ user: testUser, isLoggedIn: true }));
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderSession();

    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current.user).toEqual(testUser);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.anything());
  });

  it('is anonymous for a visitor (200, isLoggedIn false), asked once', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ user: null, isLoggedIn: false }));
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderSession();

    await waitFor(() => expect(result.current.status).toBe('anonymous'));
    expect(result.current.user).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is anonymous after a 401, without retrying', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ isLoggedIn: false }, 401));
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderSession();

    await waitFor(() => expect(result.current.status).toBe('anonymous'));
    expect(result.current.user).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a server failure once, then counts the visitor as logged out', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ message: 'Down' }, 503));
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderSession();

    await waitFor(() => expect(result.current.status).toBe('anonymous'), { timeout: 3000 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
