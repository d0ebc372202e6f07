import { messages } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { teamTitles } from '../../components/team/team-titles.ts';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { staffRoutes } from '../../testing/staff-routes.tsx';
import { TeachingBatchesPage } from './teaching-batches-page.tsx';

/** No public card yet: the card section is tested in mentor-card-form.test.tsx. */
const noCard = { 'GET /api/teaching/card': () => jsonResponse({ card: null }) };

const mentor = { ...testUser, isMentor: true };

function renderPage(user = mentor) {
  renderRoutes(
    staffRoutes([
      { path: '/teaching', title: teamTitles.teaching, element: <TeachingBatchesPage /> },
    ]),
    { initialEntry: '/teaching', session: user },
  );
}

describe('TeachingBatchesPage', () => {
  it('lists the batches a mentor teaches, each linking to its classes', async () => {
    stubApi({
      ...noCard,
      'GET /api/teaching/batches': () =>
        jsonResponse({
          batches: [
            { id: 5, startsOn: '2027-09-06', endsOn: '2027-10-29', schedule: 'Mon–Fri, 7–9 pm' },
            { id: 4, startsOn: '2027-06-18', endsOn: '2027-08-13', schedule: 'Mon–Fri, 7–9 pm' },
          ],
        }),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your batches' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Batch of 6 September 2027 – 29 October 2027', '/teaching/batches/5'],
      ['Batch of 18 June 2027 – 13 August 2027', '/teaching/batches/4'],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Teaching' })).toBeInTheDocument();
  });

  it('tells a mentor without batches who assigns them', async () => {
    stubApi({ ...noCard, 'GET /api/teaching/batches': () => jsonResponse({ batches: [] }) });
    renderPage();
    expect(await screen.findByText(/You teach no batch yet/)).toBeInTheDocument();
  });

  it('shows the team every batch too', async () => {
    stubApi({
      ...noCard,
      'GET /api/teaching/batches': () =>
        jsonResponse({
          batches: [{ id: 4, startsOn: '2027-06-18', endsOn: '2027-08-13', schedule: 'Evenings' }],
        }),
    });
    renderPage({ ...testUser, isAdmin: true });
    expect(
      await screen.findByRole('link', { name: 'Batch of 18 June 2027 – 13 August 2027' }),
    ).toBeInTheDocument();
  });

  it('tells a learner the page is for the team and mentors, and asks the server nothing', () => {
    const api = stubApi({ ...noCard });
    renderPage(testUser);
    expect(screen.getByRole('heading', { level: 1, name: 'Teaching' })).toBeInTheDocument();
    expect(screen.getByText(messages.staffOnly)).toBeInTheDocument();
    expect(api.routes()).toEqual([]);
  });
});
