import type { CockpitLearner } from '@launchpad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../../testing/render.tsx';
import { BatchCockpit } from './batch-cockpit.tsx';

const COCKPIT = 'GET /api/teaching/batches/4/cockpit';
const NUDGE = 'POST /api/teaching/batches/4/nudges';

const asha: CockpitLearner = {
  userId: 11,
  name: 'Asha Absent',
  email: 'asha@example.com',
  attendance: { classesHeld: 4, attended: 1, missed: 3, percent: 25 },
  projects: { total: 1, passed: 0, awaitingReview: 0, overdue: ['Landing page'] },
  lastActivityAt: null,
  risks: ['Missed the last 3 classes', 'Overdue: Landing page'],
  lastNudgedAt: null,
  whatsappUrl: 'https://wa.me/919876500000?text=Hi',
};
const ravi: CockpitLearner = {
  ...asha,
  userId: 12,
  name: 'Ravi Regular',
  attendance: { classesHeld: 4, attended: 4, missed: 0, percent: 100 },
  projects: { total: 1, passed: 1, awaitingReview: 0, overdue: [] },
  lastActivityAt: '2027-01-04T10:00:00.000Z',
  risks: [],
  whatsappUrl: null,
};

describe('the mentor cockpit', () => {
  it('lists learners with their risks in words, and nudges one', async () => {
    const api = stubApi({
      [COCKPIT]: () => jsonResponse({ learners: [asha, ravi] }),
      [NUDGE]: () => jsonResponse({ ...asha, lastNudgedAt: new Date().toISOString() }),
    });
    renderRoutes([{ path: '/', element: <BatchCockpit batchId={4} /> }], {
      initialEntry: '/',
      session: testUser,
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/1 of 2 at risk now/)).toBeInTheDocument();
    const ashaRow = screen.getByRole('row', { name: /Asha Absent/ });
    expect(within(ashaRow).getByText('Missed the last 3 classes')).toBeInTheDocument();
    expect(within(ashaRow).getByText('25 %')).toBeInTheDocument();
    expect(within(ashaRow).getByRole('link', { name: /WhatsApp Asha Absent/ })).toHaveAttribute(
      'href',
      asha.whatsappUrl,
    );
    const raviRow = screen.getByRole('row', { name: /Ravi Regular/ });
    expect(within(raviRow).queryByRole('link', { name: /WhatsApp/ })).toBeNull();

    await user.click(within(ashaRow).getByRole('button', { name: 'Nudge by mail Asha Absent' }));
    expect(await screen.findByText('Nudge sent to Asha Absent')).toBeInTheDocument();
    expect(api.bodiesOf(NUDGE)).toEqual([{ userId: 11 }]);
  });
});
