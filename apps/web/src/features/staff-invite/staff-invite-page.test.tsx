import type { User } from '@launchpad/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session.ts';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { INCOMPLETE_INVITE_LINK, StaffInvitePage } from './staff-invite-page.tsx';

const ACCEPT = 'POST /api/staff-invites/accept';
const CURRENT_USER = 'GET /api/auth/user';
const welcome = 'Welcome, mentor! Your batches are on the Teaching page.';
const notValid =
  'This invite link is not valid: it was used, it expired, or it is for another e-mail address. Log in with the invited address, or ask the team for a new invite.';

/** What the header would go by: the session's user. */
function MentorProbe() {
  const { user } = useSession();
  return <p data-testid="mentor">{user?.isMentor ? 'mentor' : 'learner'}</p>;
}

function renderAt(path: string, session: User = testUser) {
  const rendered = renderRoutes(
    [
      {
        path: '/staff-invite',
        element: (
          <>
            <StaffInvitePage />
            <MentorProbe />
          </>
        ),
      },
      { path: '/teaching', element: <p>Teaching page</p> },
    ],
    { initialEntry: path, session },
  );
  return { ...rendered, user: userEvent.setup() };
}

describe('Staff invite page', () => {
  it('accepts the invite with its token, says so and refreshes the user', async () => {
    const api = stubApi({
      [ACCEPT]: () => jsonResponse({ message: welcome }),
      [CURRENT_USER]: () =>
        jsonResponse({ isLoggedIn: true, user: { ...testUser, isMentor: true } }),
    });
    const { user, router } = renderAt('/staff-invite?token=abc123');

    expect(screen.getByRole('heading', { level: 1, name: 'Accept your invite' })).toBeVisible();
    expect(document.title).toBe('Accept your invite | Frontend Launchpad');
    expect(screen.getByText(testUser.email)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invite' }));

    expect(await screen.findByRole('status')).toHaveTextContent(welcome);
    expect(api.bodiesOf(ACCEPT)).toEqual([{ token: 'abc123' }]);
    expect(screen.queryByRole('button', { name: 'Accept invite' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('mentor')).toHaveTextContent('mentor'));
    expect(api.routes()).toContain(CURRENT_USER);

    await user.click(screen.getByRole('link', { name: 'Go to Teaching' }));
    expect(router.state.location.pathname).toBe('/teaching');
  });

  it("shows the server's refusal of a link that is not valid", async () => {
    stubApi({ [ACCEPT]: () => jsonResponse({ message: notValid }, 400) });
    const { user } = renderAt('/staff-invite?token=used-already');

    await user.click(screen.getByRole('button', { name: 'Accept invite' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(notValid);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('mentor')).toHaveTextContent('learner');
  });

  it('says the link is incomplete without a token, and offers nothing to press', async () => {
    const api = stubApi({});
    renderAt('/staff-invite');

    expect(await screen.findByRole('alert')).toHaveTextContent(INCOMPLETE_INVITE_LINK);
    expect(screen.queryByRole('button', { name: 'Accept invite' })).not.toBeInTheDocument();
    expect(api.routes()).toEqual([]);
  });
});
