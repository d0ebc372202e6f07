import type { MentorCard } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { teamTitles } from '../../components/team/team-titles.ts';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { staffRoutes } from '../../testing/staff-routes.tsx';
import { TeachingBatchesPage } from './teaching-batches-page.tsx';

const mentor = { ...testUser, isMentor: true };

const savedCard: MentorCard = {
  name: 'Asha Verma',
  role: 'Senior frontend engineer at Acme',
  yearsOfExperience: 9,
  about: 'I have shipped React apps to millions of people.',
  linkedin: 'https://www.linkedin.com/in/asha',
  photoUrl: null,
  published: true,
};

const batches = { 'GET /api/teaching/batches': () => jsonResponse({ batches: [] }) };

function renderPage(user = mentor) {
  renderRoutes(
    staffRoutes([
      { path: '/teaching', title: teamTitles.teaching, element: <TeachingBatchesPage /> },
    ]),
    { initialEntry: '/teaching', session: user },
  );
  return userEvent.setup();
}

async function cardForm() {
  return within(await screen.findByRole('form', { name: 'Your public card' }));
}

describe('the public mentor card on /teaching', () => {
  it("starts a new card with the account's name and asks for a profile photo in Settings", async () => {
    stubApi({ ...batches, 'GET /api/teaching/card': () => jsonResponse({ card: null }) });
    renderPage();
    const form = await cardForm();

    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Verma');
    expect(form.getByRole('textbox', { name: 'Role' })).toHaveValue('');
    expect(form.getByRole('spinbutton', { name: 'Years of experience' })).toHaveValue(null);
    expect(form.getByRole('textbox', { name: 'A line about you' })).toHaveValue('');
    expect(form.getByRole('textbox', { name: 'LinkedIn' })).toHaveValue('');
    expect(
      form.getByRole('checkbox', { name: 'Show my card on the program page' }),
    ).not.toBeChecked();
    expect(form.getByText(/Add a profile photo in/)).toHaveTextContent(
      'Add a profile photo in Settings to show it on your card.',
    );
    expect(form.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('fills the form with the saved card and shows the profile photo it uses', async () => {
    stubApi({ ...batches, 'GET /api/teaching/card': () => jsonResponse({ card: savedCard }) });
    renderPage({ ...mentor, image: '/uploads/asha.webp' });
    const form = await cardForm();

    expect(form.getByRole('textbox', { name: 'Role' })).toHaveValue(savedCard.role);
    expect(form.getByRole('spinbutton', { name: 'Years of experience' })).toHaveValue(9);
    expect(form.getByRole('textbox', { name: 'A line about you' })).toHaveValue(savedCard.about);
    expect(form.getByRole('textbox', { name: 'LinkedIn' })).toHaveValue(savedCard.linkedin);
    expect(form.getByRole('checkbox', { name: 'Show my card on the program page' })).toBeChecked();
    expect(form.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      '/uploads/asha.webp',
    );
    expect(form.queryByText(/Add a profile photo/)).not.toBeInTheDocument();
  });

  it('saves and publishes the card, then reads it again', async () => {
    const api = stubApi({
      ...batches,
      'GET /api/teaching/card': () => jsonResponse({ card: null }),
      'PUT /api/teaching/card': (body) => jsonResponse({ ...(body as MentorCard), photoUrl: null }),
    });
    const user = renderPage();
    const form = await cardForm();

    await user.type(form.getByRole('textbox', { name: 'Role' }), 'Staff engineer at Acme');
    await user.type(form.getByRole('spinbutton', { name: 'Years of experience' }), '12');
    await user.type(
      form.getByRole('textbox', { name: 'A line about you' }),
      'I love teaching the web platform.',
    );
    await user.type(
      form.getByRole('textbox', { name: 'LinkedIn' }),
      'https://www.linkedin.com/in/asha',
    );
    await user.click(form.getByRole('checkbox', { name: 'Show my card on the program page' }));
    await user.click(form.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Card saved and published')).toBeVisible();
    expect(api.bodiesOf('PUT /api/teaching/card')).toEqual([
      {
        name: 'Asha Verma',
        role: 'Staff engineer at Acme',
        yearsOfExperience: 12,
        about: 'I love teaching the web platform.',
        linkedin: 'https://www.linkedin.com/in/asha',
        published: true,
      },
    ]);
    await vi.waitFor(() => expect(api.bodiesOf('GET /api/teaching/card')).toHaveLength(2));
  });

  it("says 'Card saved' for a card kept off the program page, LinkedIn left out", async () => {
    const api = stubApi({
      ...batches,
      'GET /api/teaching/card': () => jsonResponse({ card: { ...savedCard, published: false } }),
      'PUT /api/teaching/card': (body) => jsonResponse({ ...(body as MentorCard), photoUrl: null }),
    });
    const user = renderPage();
    const form = await cardForm();

    await user.clear(form.getByRole('textbox', { name: 'LinkedIn' }));
    await user.click(form.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Card saved')).toBeVisible();
    expect(api.bodiesOf('PUT /api/teaching/card')).toEqual([
      expect.objectContaining({ linkedin: null, published: false, yearsOfExperience: 9 }),
    ]);
  });

  it("shows the server's problem under its field", async () => {
    const api = stubApi({
      ...batches,
      'GET /api/teaching/card': () => jsonResponse({ card: savedCard }),
      'PUT /api/teaching/card': () =>
        jsonResponse(
          {
            message: 'Invalid input',
            fieldErrors: { linkedin: ['Give your LinkedIn profile address'] },
          },
          400,
        ),
    });
    const user = renderPage();
    const form = await cardForm();

    await user.click(form.getByRole('button', { name: 'Save card' }));

    const linkedin = form.getByRole('textbox', { name: 'LinkedIn' });
    await vi.waitFor(() => expect(linkedin).toHaveAccessibleDescription(/Give your LinkedIn/));
    expect(linkedin).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf('PUT /api/teaching/card')).toHaveLength(1);
    expect(screen.queryByText('Card saved')).not.toBeInTheDocument();
  });

  it('refuses an empty number of years rather than saving 0', async () => {
    const api = stubApi({
      ...batches,
      'GET /api/teaching/card': () => jsonResponse({ card: savedCard }),
    });
    const user = renderPage();
    const form = await cardForm();

    await user.clear(form.getByRole('spinbutton', { name: 'Years of experience' }));
    await user.click(form.getByRole('button', { name: 'Save card' }));

    expect(await form.findByText('Years of experience must be a whole number')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/teaching/card')).toEqual([]);
  });
});
