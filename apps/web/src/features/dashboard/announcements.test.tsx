import type { Announcement, MyClass, MyClassesResponse, User } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { ClassesCards } from './classes-cards.tsx';

const MINE = 'GET /api/classes/mine';
const enrolled: User = { ...testUser, enrolledCourse: ['Frontend Launchpad'] };

const week1: MyClass = {
  id: 7,
  title: 'Week 1: HTML, CSS & responsive design',
  startsAt: '2027-01-04T13:30:00.000Z',
  endsAt: '2027-01-04T15:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  cancelled: false,
  attendance: null,
  recordingUrl: null,
};

const post: Announcement = {
  id: 3,
  batchId: 1,
  authorName: 'Meera Iyer',
  // 11:30 pm on 4 January in India, still the 4th in UTC: the date is India's for this viewer.
  createdAt: '2027-01-04T18:00:00.000Z',
  body: [
    '# Week 2 moved',
    '**Bring** your laptop and read [the setup guide](https://docs.example.org/setup).',
    '<script>window.announcementRan = true</script>',
    '<img src="x" onerror="window.announcementRan = true">',
    '[A trap](javascript:window.announcementRan=true)',
  ].join('\n\n'),
};

const older: Announcement = {
  id: 2,
  batchId: 1,
  authorName: 'The Launchpad team',
  createdAt: '2026-12-28T09:00:00.000Z',
  body: 'Welcome to the batch!',
};

const answer = (announcements: Announcement[]): MyClassesResponse => ({
  classes: [week1],
  nextClassId: week1.id,
  remindersOn: true,
  announcements,
});

function renderCards(announcements: Announcement[]) {
  stubApi({ [MINE]: () => jsonResponse(answer(announcements)) });
  renderRoutes(
    [{ path: '/dashboard', element: <ClassesCards user={enrolled} timeZone="Asia/Kolkata" /> }],
    { initialEntry: '/dashboard', session: enrolled },
  );
}

const section = () => screen.findByRole('region', { name: 'Announcements' });

describe('Announcements', () => {
  it('lists the posts newest first with their author and date, above the classes', async () => {
    renderCards([post, older]);
    const region = await section();

    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Meera Iyer · 4 Jan 2027');
    expect(items[1]).toHaveTextContent('The Launchpad team · 28 Dec 2026');
    expect(within(items[0]!).getByText('4 Jan 2027')).toHaveAttribute('dateTime', post.createdAt);

    const classes = screen.getByRole('region', { name: 'Your classes' });
    expect(region.compareDocumentPosition(classes)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('renders the markdown: bold, headings under the section, links to a new tab', async () => {
    renderCards([post]);
    const region = await section();

    // The parser loads on demand: the formatted text follows the plain one.
    const bold = await within(region).findByText('Bring', {}, { timeout: 5000 });
    expect(bold.tagName).toBe('STRONG');
    expect(within(region).getByRole('heading', { name: 'Week 2 moved', level: 3 })).toBeVisible();

    const link = within(region).getByRole('link', { name: 'the setup guide (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://docs.example.org/setup');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never turns HTML in a post into elements, nor a javascript: address into a link', async () => {
    renderCards([post]);
    const region = await section();
    await within(region).findByText('Bring', {}, { timeout: 5000 });

    // The tags stay words on the page.
    expect(region).toHaveTextContent('<script>window.announcementRan = true</script>');
    expect(region.querySelector('script, img, [onerror]')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect((window as { announcementRan?: boolean }).announcementRan).toBeUndefined();

    // Its words stay, as no link.
    expect(within(region).getByText('A trap').closest('a')).toBeNull();
    expect(region.querySelector('[href*="javascript" i]')).toBeNull();
  });

  it('is absent when there are no announcements', async () => {
    renderCards([]);

    expect(await screen.findByRole('region', { name: 'Your classes' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
  });
});
