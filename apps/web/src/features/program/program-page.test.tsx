import { disclosures } from '../../testing/disclosures.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NEXT_BATCH_SOON } from '../../lib/program.ts';
import { deferredResponse, stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes } from '../../testing/render.tsx';
import type { PublicMentor } from './course-instructors.ts';
import { ProgramPage } from './program-page.tsx';

function renderProgram() {
  renderRoutes([{ path: '/frontend-launchpad', element: <ProgramPage /> }], {
    initialEntry: '/frontend-launchpad',
    session: null,
  });
  return userEvent.setup();
}

function curriculum() {
  return screen.getByRole('region', { name: 'Curriculum' });
}

const modules = () => disclosures(curriculum());

describe('ProgramPage', () => {
  it('shows the title, 8 Weeks, the price and two Enroll Now buttons', () => {
    renderProgram();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Frontend Launchpad Program' }),
    ).toBeInTheDocument();
    expect(screen.getByText('8 Weeks')).toBeInTheDocument();
    expect(screen.getAllByText('₹1,200').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Enroll Now' })).toHaveLength(2);
    expect(document.title).toBe('Frontend Launchpad Program | Frontend Launchpad');
  });

  it("shows the next open batch's start date and seats left once the server names it", async () => {
    stubApi({
      'GET /api/batches/next': () =>
        jsonResponse({
          batch: {
            course: 'Frontend Launchpad',
            startsOn: '2027-01-04',
            endsOn: '2027-03-01',
            schedule: 'Mon–Fri, 7–9 pm IST',
            priceInr: 1200,
            seatsLeft: 1,
          },
        }),
    });
    renderProgram();
    // As prerendered: no batch known, the seats' line kept empty.
    expect(screen.getByText('Dates coming soon')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: NEXT_BATCH_SOON })).toBeInTheDocument();
    expect(screen.getByTestId('seats-left')).toHaveTextContent('');

    expect(await screen.findByText('4 January 2027')).toBeInTheDocument();
    expect(screen.getByTestId('seats-left')).toHaveTextContent('1 seat left');
    expect(
      screen.getByRole('heading', { name: 'Ready to start on 4 January 2027?' }),
    ).toBeInTheDocument();
  });

  it("keeps 'dates coming soon' when no batch is open", async () => {
    const api = stubApi({ 'GET /api/batches/next': () => jsonResponse({ batch: null }) });
    renderProgram();
    await vi.waitFor(() => expect(api.bodiesOf('GET /api/batches/next')).toHaveLength(1));
    expect(screen.getByText('Dates coming soon')).toBeInTheDocument();
    expect(screen.getByTestId('seats-left')).toHaveTextContent('');
  });

  it('has six modules of five points, the first open by default', () => {
    renderProgram();

    expect(modules().titles()).toHaveLength(6);
    expect(modules().openTitles()).toEqual(['HTML, CSS & responsive design']);
    const panel = modules().panel('HTML, CSS & responsive design');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
  });

  it('opens one module at a time and closes the open one when selected', async () => {
    const user = renderProgram();

    await user.click(modules().summary('React & state management'));
    expect(modules().openTitles()).toEqual(['React & state management']);
    expect(modules().panel('React & state management')).toHaveTextContent(
      'Sharing state with context and reducers',
    );

    await user.click(modules().summary('React & state management'));
    expect(modules().openTitles()).toEqual([]);
  });

  it('lists who can join, six outcomes and the skills', () => {
    renderProgram();

    const audience = screen.getByRole('region', { name: 'Who can join' });
    expect(
      within(audience)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Working professionals', 'College students', 'Career switchers']);
    const outcomes = screen.getByRole('region', { name: 'What you will achieve' });
    expect(within(outcomes).getAllByRole('listitem')).toHaveLength(6);
    const skills = screen.getByRole('region', { name: 'Skills you will learn' });
    expect(within(skills).getByText('React')).toBeInTheDocument();
    const conduct = screen.getByRole('region', { name: 'How the program runs' });
    expect(within(conduct).getByText('Live classes 5 days a week')).toBeInTheDocument();
    expect(within(conduct).getByText('Recordings of every class')).toBeInTheDocument();
  });

  it('opens the same enrollment dialog from the top and the bottom button', async () => {
    const user = renderProgram();
    const [top, bottom] = screen.getAllByRole('link', { name: 'Enroll Now' });

    await user.click(top!);
    await screen.findByRole('dialog', { name: 'Begin Your Enrollment' });
    await user.keyboard('{Escape}');
    expect(top).toHaveFocus();

    await user.click(bottom!);
    expect(
      await screen.findByRole('dialog', { name: 'Begin Your Enrollment' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(bottom).toHaveFocus();
  });

  describe('Meet your mentors', () => {
    const asha: PublicMentor = {
      name: 'Asha Verma',
      role: 'Senior frontend engineer at Acme',
      yearsOfExperience: 9,
      about: 'I have shipped React apps to millions of people.',
      linkedin: 'https://www.linkedin.com/in/asha',
      photoUrl: '/uploads/asha.webp',
    };
    const ravi: PublicMentor = {
      name: 'Ravi Iyer',
      role: 'Frontend lead at Globex',
      yearsOfExperience: 1,
      about: 'Accessibility first, every time.',
      linkedin: null,
      photoUrl: null,
    };
    const ldScripts = () => document.querySelectorAll('script[type="application/ld+json"]');

    it('is absent, heading and data alike, when no mentor has published a card', async () => {
      const api = stubApi({ 'GET /api/mentors': () => jsonResponse({ mentors: [] }) });
      renderProgram();
      await vi.waitFor(() => expect(api.bodiesOf('GET /api/mentors')).toHaveLength(1));
      // The other sections are there; this one is not, not even as an empty heading.
      expect(screen.getByRole('heading', { name: 'What you will achieve' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Meet your mentors' })).not.toBeInTheDocument();
      expect(ldScripts()).toHaveLength(0);
    });

    it('is absent when the cards cannot be read', async () => {
      const api = stubApi({
        'GET /api/mentors': () => jsonResponse({ message: 'Server error' }, 500),
      });
      renderProgram();
      await vi.waitFor(() => expect(api.bodiesOf('GET /api/mentors')).toHaveLength(1));
      expect(screen.queryByRole('heading', { name: 'Meet your mentors' })).not.toBeInTheDocument();
      expect(ldScripts()).toHaveLength(0);
    });

    it('shows each published card once they arrive, absent before (as prerendered)', async () => {
      const answer = deferredResponse();
      stubApi({ 'GET /api/mentors': () => answer.promise });
      renderProgram();
      expect(screen.queryByRole('heading', { name: 'Meet your mentors' })).not.toBeInTheDocument();

      answer.resolve(jsonResponse({ mentors: [asha, ravi] }));
      const section = await screen.findByRole('region', { name: 'Meet your mentors' });
      const cards = within(within(section).getByRole('list')).getAllByRole('listitem');
      expect(cards).toHaveLength(2);

      const [first, second] = cards as [HTMLElement, HTMLElement];
      expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Asha Verma');
      expect(first).toHaveTextContent('Senior frontend engineer at Acme');
      expect(first).toHaveTextContent('9 years of experience');
      expect(first).toHaveTextContent('I have shipped React apps to millions of people.');
      const photo = within(first).getByRole('img', { name: 'Photo of Asha Verma' });
      expect(photo).toHaveAttribute('src', '/uploads/asha.webp');
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo).toHaveAttribute('width');
      expect(photo).toHaveAttribute('height');
      const linkedin = within(first).getByRole('link', { name: 'LinkedIn profile of Asha Verma' });
      expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/asha');
      expect(linkedin).toHaveAttribute('target', '_blank');
      expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');

      // No photo: initials, not read out (the name is beside them); no LinkedIn: no link.
      expect(within(second).getByText('RI')).toHaveAttribute('aria-hidden', 'true');
      expect(within(second).queryByRole('img')).not.toBeInTheDocument();
      expect(within(second).queryByRole('link')).not.toBeInTheDocument();
      expect(second).toHaveTextContent('1 year of experience');
    });

    it('shows the initials in place of a photo that fails to load', async () => {
      stubApi({ 'GET /api/mentors': () => jsonResponse({ mentors: [asha] }) });
      renderProgram();
      const photo = await screen.findByRole('img', { name: 'Photo of Asha Verma' });
      fireEvent.error(photo);
      expect(await screen.findByText('AV')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.queryByRole('img', { name: 'Photo of Asha Verma' })).not.toBeInTheDocument();
    });

    it("names the same mentors as the course's instructors in JSON-LD", async () => {
      stubApi({ 'GET /api/mentors': () => jsonResponse({ mentors: [asha, ravi] }) });
      renderProgram();
      await screen.findByRole('region', { name: 'Meet your mentors' });

      expect(ldScripts()).toHaveLength(1);
      const data = JSON.parse(ldScripts()[0]!.textContent) as {
        '@id': string;
        instructor: { name: string; image?: string }[];
      };
      expect(data['@id']).toBe(`${window.location.origin}/frontend-launchpad#course`);
      expect(data.instructor.map((person) => person.name)).toEqual(['Asha Verma', 'Ravi Iyer']);
      expect(data.instructor[0]!.image).toBe(`${window.location.origin}/uploads/asha.webp`);
      expect(data.instructor[1]).not.toHaveProperty('image');
    });
  });
});
