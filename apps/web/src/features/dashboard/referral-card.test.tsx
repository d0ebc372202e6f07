import { messages, type User } from '@launchpad/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { REFERRAL_COPIED, ReferralCard } from './referral-card.tsx';

const referral = { code: 'RFASK7', referrals: 2, points: 200 };

function renderCard(user: User = testUser, respond = () => jsonResponse(referral)) {
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => respond());
  renderRoutes([{ path: '/dashboard', element: <ReferralCard user={user} /> }], {
    initialEntry: '/dashboard',
    session: user,
  });
  return fetchMock;
}

afterEach(() => {
  toast.remove();
  vi.restoreAllMocks();
});

describe('ReferralCard', () => {
  it('shows the reward and the learner’s points, referrals and code from the server', async () => {
    const fetchMock = renderCard();

    expect(screen.getByRole('heading', { name: 'Refer & Earn' })).toBeInTheDocument();
    expect(
      screen.getByText(/Earn 100 referral points for every successful referral/),
    ).toBeInTheDocument();
    expect(await screen.findByText('RFASK7')).toHaveAttribute('data-testid', 'referral-code');
    expect(screen.getByTestId('referral-points')).toHaveTextContent('200');
    expect(screen.getByTestId('referral-count')).toHaveTextContent('2');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/referrals/me');
  });

  it('copies the code to the clipboard and confirms with a toast', async () => {
    const user = userEvent.setup();
    renderCard();
    const share = screen.getByRole('button', { name: 'Share Referral Code' });
    await waitFor(() => expect(share).toBeEnabled());

    await user.click(share);

    expect(await navigator.clipboard.readText()).toBe('RFASK7');
    expect(await screen.findByRole('status')).toHaveTextContent(REFERRAL_COPIED);
  });

  it.each([
    ['name', { ...testUser, name: 'A' }],
    ['user name', { ...testUser, userName: 'a' }],
  ])('alerts instead of copying when the %s is under 2 characters', async (_field, learner) => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await navigator.clipboard.writeText('untouched');
    renderCard(learner);
    const share = screen.getByRole('button', { name: 'Share Referral Code' });
    await waitFor(() => expect(share).toBeEnabled());

    await user.click(share);

    expect(alert).toHaveBeenCalledWith(messages.referralNeedsName);
    expect(await navigator.clipboard.readText()).toBe('untouched');
  });

  it('keeps the button disabled and says so when the referral details fail to load', async () => {
    renderCard(testUser, () => jsonResponse({ message: 'Nope' }, 500));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your referral details could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Share Referral Code' })).toBeDisabled();
  });
});
