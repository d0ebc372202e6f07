import { messages, type Note, type PersonDetail } from '@launchpad/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { teamRoutes } from '../../testing/team-routes.tsx';
import { teamTitles } from '../../components/team/team-titles.ts';
import { peopleQuery } from './api/list-people.ts';
import { PersonPage } from './person-page.tsx';
import { WHATSAPP_TEMPLATE, whatsappNumber } from './whatsapp.ts';

const admin = { ...testUser, isAdmin: true };

const note: Note = {
  id: 5,
  body: 'Called, prefers evenings.',
  author: 'Team Member',
  createdAt: '2025-06-03T09:00:00.000Z',
};

const detail: PersonDetail = {
  person: {
    id: 7,
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    enrollmentCount: 1,
    contactCount: 1,
    status: 'contacted',
    batchId: null,
    lastActivityAt: '2025-06-03T09:00:00.000Z',
  },
  enrollments: [
    {
      id: 11,
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      designation: 'Student',
      phoneNumber: '+91 98765 43210',
      referralCode: 'NOPE-123',
      course: 'Frontend Launchpad',
      status: 'contacted',
      createdAt: '2025-06-01T10:00:00.000Z',
      repeatCount: 2,
      lastRepeatAt: '2025-06-09T10:00:00.000Z',
      referralStatus: 'unknown',
    },
  ],
  contactMessages: [
    {
      id: 4,
      name: 'Asha R',
      email: 'asha@example.com',
      subject: 'Weekend batch',
      message: 'Is there a weekend batch?',
      status: 'new',
      createdAt: '2025-06-01T09:00:00.000Z',
    },
  ],
  account: {
    name: 'Asha Rao',
    userName: 'asharao',
    emailVerified: true,
    createdAt: '2025-05-01T10:00:00.000Z',
  },
  practice: { solved: 4, points: 120 },
  notes: [note],
  timeline: [
    { kind: 'note', noteId: 5, body: note.body, author: 'Team Member', at: note.createdAt },
    {
      kind: 'status',
      leadType: 'enrollment',
      leadId: 11,
      from: 'new',
      to: 'contacted',
      actor: 'Team Member',
      at: '2025-06-02T10:00:00.000Z',
    },
    {
      kind: 'lead',
      leadType: 'enrollment',
      leadId: 11,
      title: 'Enrollment request: Frontend Launchpad',
      at: '2025-06-01T10:00:00.000Z',
    },
  ],
};

function renderPerson(user = admin, initialEntry = '/admin/people/7') {
  renderRoutes(teamRoutes('/admin/people/:id', teamTitles.inbox, <PersonPage />), {
    initialEntry,
    session: user,
  });
  return userEvent.setup();
}

afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PersonPage', () => {
  it('shows contact details with tel: and WhatsApp links', async () => {
    stubApi({ 'GET /api/admin/people/7': () => jsonResponse(detail) });
    renderPerson();

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact details' });
    expect(within(contact).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    const whatsapp = within(contact).getByRole('link', { name: 'WhatsApp' });
    const url = new URL(whatsapp.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe(WHATSAPP_TEMPLATE.replace('{firstName}', 'Asha'));
    expect(within(contact).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com',
    );
    const account = screen.getByRole('region', { name: 'Account and practice' });
    expect(account).toHaveTextContent('Asha Rao (@asharao)');
    expect(account).toHaveTextContent('Challenges solved4');
    expect(account).toHaveTextContent('Challenge points120');
  });

  it('notes a request asked again and a referral code that credits nobody', async () => {
    stubApi({ 'GET /api/admin/people/7': () => jsonResponse(detail) });
    renderPerson();

    const request = await screen.findByRole('article', {
      name: 'Enrollment request from Asha Rao',
    });
    expect(request).toHaveTextContent(/Asked again 2 times, last on/);
    expect(request).toHaveTextContent('Referral CodeNOPE-123unknown referral code');
  });

  it('offers only the pipeline moves from the current status', async () => {
    stubApi({ 'GET /api/admin/people/7': () => jsonResponse(detail) });
    renderPerson();

    const request = await screen.findByRole('article', {
      name: 'Enrollment request from Asha Rao',
    });
    const options = within(request)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['contacted', 'payment pending', 'enrolled', 'lost']);
    const message = screen.getByRole('article', { name: 'Message from Asha R: Weekend batch' });
    expect(within(message).getByLabelText('Status')).toHaveValue('new');
  });

  it('toasts the server’s refusal of a move and puts the status back', async () => {
    const refusal = 'A request that is contacted cannot be moved to enrolled.';
    const api = stubApi({
      'GET /api/admin/people/7': () => jsonResponse(detail),
      'PATCH /api/admin/enrollments/11': () => jsonResponse({ message: refusal }, 409),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderPerson();
    const request = await screen.findByRole('article', { name: /Enrollment request/ });
    const status = within(request).getByLabelText('Status');

    await user.selectOptions(status, 'enrolled');

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(status).toHaveValue('contacted'));
    expect(api.bodiesOf('PATCH /api/admin/enrollments/11')).toEqual([{ status: 'enrolled' }]);
  });

  it('saves a move, says so and shows the person again', async () => {
    let current = detail;
    const api = stubApi({
      'GET /api/admin/people/7': () => jsonResponse(current),
      'PATCH /api/admin/enrollments/11': () => {
        current = {
          ...detail,
          enrollments: [{ ...detail.enrollments[0]!, status: 'payment_pending' }],
        };
        return jsonResponse(current.enrollments[0]);
      },
    });
    const user = renderPerson();
    const request = await screen.findByRole('article', { name: /Enrollment request/ });

    await user.selectOptions(within(request).getByLabelText('Status'), 'payment_pending');

    expect(await screen.findByText('Status changed to payment pending')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(request).getByLabelText('Status')).toHaveValue('payment_pending'),
    );
    expect(api.bodiesOf('GET /api/admin/people/7')).toHaveLength(2);
  });

  it('has the people list read again after a move: the person’s status changed there too', async () => {
    stubApi({
      'GET /api/admin/people/7': () => jsonResponse(detail),
      'PATCH /api/admin/enrollments/11': () => jsonResponse(detail.enrollments[0]),
    });
    const { queryClient } = renderRoutes(
      teamRoutes('/admin/people/:id', teamTitles.inbox, <PersonPage />),
      { initialEntry: '/admin/people/7', session: admin },
    );
    const inbox = peopleQuery({}, '').queryKey;
    queryClient.setQueryData(inbox, { people: [], nextCursor: null });
    const request = await screen.findByRole('article', { name: /Enrollment request/ });

    await userEvent.selectOptions(within(request).getByLabelText('Status'), 'payment_pending');

    await waitFor(() => expect(queryClient.getQueryState(inbox)?.isInvalidated).toBe(true));
  });

  it('shows the timeline, newest first, with who did what', async () => {
    stubApi({ 'GET /api/admin/people/7': () => jsonResponse(detail) });
    renderPerson();

    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Note by Team Member');
    expect(items[0]).toHaveTextContent('Called, prefers evenings.');
    expect(items[1]).toHaveTextContent(
      'Team Member moved the enrollment request from new to contacted',
    );
    expect(items[2]).toHaveTextContent('Enrollment request: Frontend Launchpad');
  });

  it('adds a note and shows it', async () => {
    let current: PersonDetail = { ...detail, notes: [], timeline: detail.timeline.slice(1) };
    const added: Note = { ...note, id: 6, body: 'Sent the fee details.' };
    const api = stubApi({
      'GET /api/admin/people/7': () => jsonResponse(current),
      'POST /api/admin/people/7/notes': () => {
        current = {
          ...current,
          notes: [added],
          timeline: [
            {
              kind: 'note',
              noteId: 6,
              body: added.body,
              author: 'Team Member',
              at: added.createdAt,
            },
            ...current.timeline,
          ],
        };
        return jsonResponse(added, 201);
      },
    });
    const user = renderPerson();
    const notes = await screen.findByRole('region', { name: 'Notes' });

    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Write the note first')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/admin/people/7/notes')).toEqual([]);

    await user.type(within(notes).getByLabelText('Note'), '  Sent the fee details. ');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));

    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/admin/people/7/notes')).toEqual([
      { body: 'Sent the fee details.' },
    ]);
    expect(within(notes).getByLabelText('Note')).toHaveValue('');
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(await within(timeline).findByText('Sent the fee details.')).toBeInTheDocument();
  });

  it('says an address that names no person names nobody, and asks the server nothing', async () => {
    const api = stubApi({});
    renderPerson(admin, '/admin/people/seven');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.noSuchPerson);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(api.routes().filter((route) => route.includes('/api/admin/people'))).toEqual([]);
  });

  it('tells a learner that only the team can see it', () => {
    const api = stubApi({});
    renderPerson(testUser);
    expect(screen.getByText(/Only the team can see this page/)).toBeInTheDocument();
    expect(api.bodiesOf('GET /api/admin/people/7')).toEqual([]);
  });
});

describe('whatsappNumber', () => {
  it.each([
    ['+91 98765 43210', '919876543210'],
    ['98765 43210', '919876543210'],
    ['098765 43210', '919876543210'],
    ['+44 20 7946 0958', '442079460958'],
  ])('makes %j %j', (phone, number) => {
    expect(whatsappNumber(phone)).toBe(number);
  });
});
