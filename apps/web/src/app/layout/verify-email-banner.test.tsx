import { messages, type User } from '@launchpad/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { RootLayout } from './root-layout.tsx';
import { DISMISSED_KEY } from './verify-email-banner.tsx';

const RESEND = 'POST /api/auth/verify-email/resend';
const unverified: User = { ...testUser, emailVerified: false };

beforeEach(() => sessionStorage.clear());

afterEach(() => {
  toast.remove();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderShell(path: string, session: User | null) {
  return renderRoutes(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          { index: true, element: <p>Home page</p> },
          { path: 'about', element: <p>About page</p> },
          { path: 'verify-email', element: <p>Verify page</p> },
        ],
      },
    ],
    { initialEntry: path, session },
  );
}

function banner() {
  return screen.queryByRole('region', { name: 'E-mail verification' });
}

/** The banner is its own chunk: wait until it shows. */
function findBanner() {
  return screen.findByRole('region', { name: 'E-mail verification' }, { timeout: 5000 });
}

/** Lets the lazy banner module load and React render what it would, before checking absence. */
async function afterBannerLoads() {
  await act(async () => {
    await import('./verify-email-banner.tsx');
  });
}

describe('verify e-mail banner', () => {
  it('shows under the header, before the page, for a logged-in unverified learner', async () => {
    stubApi({});
    renderShell('/about', unverified);

    const region = await findBanner();
    expect(region).toHaveTextContent(messages.verifyEmailBanner);
    const header = screen.getByRole('banner');
    const main = screen.getByRole('main');
    // header → banner → main, in document order.
    expect(header.compareDocumentPosition(region)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(region.compareDocumentPosition(main)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(main).getByText('About page')).toBeInTheDocument();
  });

  it.each([
    ['a verified learner', '/about', testUser],
    ['an anonymous visitor', '/about', null],
    ['the verify page itself', '/verify-email', unverified],
  ])('is absent for %s', async (_who, path, session) => {
    stubApi({});
    renderShell(path, session);

    expect(screen.getByRole('main')).toBeInTheDocument();
    await afterBannerLoads();
    expect(banner()).not.toBeInTheDocument();
  });

  it('resends the link and shows the server message as a toast', async () => {
    const api = stubApi({ [RESEND]: () => jsonResponse({ message: messages.verificationSent }) });
    renderShell('/', unverified);
    const user = userEvent.setup();

    await user.click(within(await findBanner()).getByRole('button', { name: 'Resend' }));

    expect(await screen.findByText(messages.verificationSent)).toBeInTheDocument();
    expect(api.bodiesOf(RESEND)).toEqual([undefined]);
    expect(banner()).toBeInTheDocument();
  });

  it('shows the 429 message when the hourly limit is reached', async () => {
    stubApi({ [RESEND]: () => jsonResponse({ message: messages.tooManyRequests }, 429) });
    renderShell('/', unverified);
    const user = userEvent.setup();

    await user.click(within(await findBanner()).getByRole('button', { name: 'Resend' }));

    expect(await screen.findByText(messages.tooManyRequests)).toBeInTheDocument();
  });

  it('is dismissed for the browser session, for that account only', async () => {
    stubApi({});
    const { router } = renderShell('/', unverified);
    const user = userEvent.setup();

    await user.click(within(await findBanner()).getByRole('button', { name: 'Dismiss' }));

    expect(banner()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(DISMISSED_KEY)).toBe(unverified.email);
    await router.navigate('/about');
    await waitFor(() => expect(screen.getByText('About page')).toBeInTheDocument());
    expect(banner()).not.toBeInTheDocument();
  });

  it('stays away on a new page load in the same browser session', async () => {
    sessionStorage.setItem(DISMISSED_KEY, unverified.email);
    stubApi({});
    renderShell('/', unverified);

    expect(screen.getByText('Home page')).toBeInTheDocument();
    await afterBannerLoads();
    expect(banner()).not.toBeInTheDocument();
  });

  it('still shows for another account than the one that dismissed it', async () => {
    sessionStorage.setItem(DISMISSED_KEY, 'someone-else@example.com');
    stubApi({});
    renderShell('/', unverified);

    expect(await findBanner()).toHaveTextContent(messages.verifyEmailBanner);
  });
});
