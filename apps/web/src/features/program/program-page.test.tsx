import { disclosures } from '../../testing/disclosures.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NEXT_BATCH_SOON } from '../../lib/program.ts';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes } from '../../testing/render.tsx';
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
});
