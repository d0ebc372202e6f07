import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { enrollmentPrefill, ProgramBanner } from './program-banner.tsx';

function renderBanner(user = testUser) {
  const rendered = renderRoutes(
    [
      { path: '/dashboard', element: <ProgramBanner user={user} /> },
      { path: '/frontend-launchpad', element: <p>Program page</p> },
    ],
    { initialEntry: '/dashboard', session: user },
  );
  return { ...rendered, user: userEvent.setup() };
}

function banner() {
  return screen.getByRole('region', { name: 'Frontend Launchpad' });
}

describe('ProgramBanner', () => {
  it('shows the program facts and Learn More', async () => {
    const { user, router } = renderBanner();

    expect(
      within(banner())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['15+ Modules', '10+ Projects', '2 Months']);
    await user.click(within(banner()).getByRole('link', { name: 'Learn More' }));
    expect(router.state.location.pathname).toBe('/frontend-launchpad');
  });

  it('offers Enroll Now to a learner who is not enrolled, prefilled with their name and e-mail', async () => {
    const { user } = renderBanner({ ...testUser, name: 'Asha Devi Verma', enrolledCourse: [] });

    expect(within(banner()).queryByText('Enrolled')).not.toBeInTheDocument();
    await user.click(within(banner()).getByRole('link', { name: 'Enroll Now' }));

    await screen.findByRole('dialog', { name: 'Begin Your Enrollment' });
    expect(screen.getByLabelText('First Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Devi Verma');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });

  it("shows the enrolled learner's batch with its schedule and class link", async () => {
    stubApi({
      'GET /api/batches/mine': () =>
        jsonResponse({
          batches: [
            {
              startsOn: '2027-06-18',
              endsOn: '2027-08-13',
              schedule: 'Mon–Fri, 7–9 pm IST',
              classLink: 'https://meet.example.org/room',
            },
          ],
        }),
    });
    renderBanner({ ...testUser, enrolledCourse: ['Frontend Launchpad'] });

    const batch = await within(banner()).findByRole('list', { name: 'Your batch' });
    expect(batch).toHaveTextContent('Your batch: 18 June 2027 to 13 August 2027');
    expect(batch).toHaveTextContent('Mon–Fri, 7–9 pm IST');
    expect(within(batch).getByRole('link', { name: 'Join the live class' })).toHaveAttribute(
      'href',
      'https://meet.example.org/room',
    );
  });

  it('shows Enrolled instead of Enroll Now once the learner is enrolled', () => {
    stubApi({ 'GET /api/batches/mine': () => jsonResponse({ batches: [] }) });
    renderBanner({ ...testUser, enrolledCourse: ['Frontend Launchpad'] });

    expect(within(banner()).getByText('Enrolled')).toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'Enroll Now' })).not.toBeInTheDocument();
  });

  it.each([
    ['requested', 'Enrollment requested'],
    ['payment_pending', 'Payment pending'],
    ['enrolled', 'Enrolled'],
  ] as const)('shows a learner whose standing is %s %j instead of Enroll Now', (standing, text) => {
    stubApi({ 'GET /api/batches/mine': () => jsonResponse({ batches: [] }) });
    renderBanner({ ...testUser, programStanding: standing });

    expect(within(banner()).getByText(text)).toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'Enroll Now' })).not.toBeInTheDocument();
  });

  it.each([
    ['Asha Verma', 'Asha', 'Verma'],
    ['  Asha   Devi  Verma ', 'Asha', 'Devi Verma'],
    ['Asha', 'Asha', ''],
    ['', '', ''],
  ])('splits %j into first %j and last %j', (name, firstName, lastName) => {
    expect(enrollmentPrefill({ name, email: 'a@example.com' })).toEqual({
      firstName,
      lastName,
      email: 'a@example.com',
    });
  });
});
