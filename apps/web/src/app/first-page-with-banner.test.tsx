import type { User } from '@launchpad/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../lib/session.ts';
import { renderRoutes, testUser } from '../testing/render.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RequireAuth } from './require-auth.tsx';

// The banner's chunk arrives when the test says so.
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('./layout/verify-email-banner.tsx', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

const BANNER = { name: 'E-mail verification' };

const observers: MutationObserver[] = [];
afterEach(() => observers.splice(0).forEach((observer) => observer.disconnect()));

function renderGuardedPage(session: User) {
  // Each time the page appears in the document, whether the banner was there with it.
  const bannerWithPage: boolean[] = [];
  const observer = new MutationObserver(() => {
    const page = screen.queryByRole('heading', { name: 'Settings page' });
    if (page && bannerWithPage.length === 0) {
      bannerWithPage.push(screen.queryByRole('region', BANNER) !== null);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  observers.push(observer);
  const { queryClient } = renderRoutes(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          {
            element: <RequireAuth />,
            children: [{ path: 'settings', element: <h1>Settings page</h1> }],
          },
        ],
      },
    ],
    { initialEntry: '/settings', session },
  );
  return { bannerWithPage, queryClient };
}

/** Lets React render what the known session and the loaded chunks give. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

describe("a learner's first page and the e-mail banner", () => {
  it('a verified learner does not wait for the banner', async () => {
    renderGuardedPage(testUser);
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
  });

  it('a page already shown stays when the address becomes unverified (a new e-mail)', async () => {
    const { queryClient } = renderGuardedPage(testUser);
    await screen.findByRole('heading', { name: 'Settings page' });
    await act(async () => {
      queryClient.setQueryData(sessionQueryKey, { ...testUser, emailVerified: false });
    });
    await settle();
    expect(screen.getByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
  });

  it("an unverified learner's page is painted with the banner, not before it", async () => {
    const { bannerWithPage } = renderGuardedPage({ ...testUser, emailVerified: false });
    await settle();
    expect(screen.queryByRole('heading', { name: 'Settings page' })).not.toBeInTheDocument();

    chunk.arrive();
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    expect(screen.getByRole('region', BANNER)).toBeInTheDocument();
    expect(bannerWithPage).toEqual([true]);
  });
});
