import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../testing/render.tsx';
import { CompletionRulesForm } from './completion-rules-form.tsx';

const RULES = 'GET /api/admin/batches/4/completion-rules';
const SAVE = 'PUT /api/admin/batches/4/completion-rules';
const defaults = { minAttendancePercent: 75, allProjectsPassed: true, minVerifiedChallenges: 0 };

function renderForm() {
  renderRoutes([{ path: '/', element: <CompletionRulesForm batchId={4} /> }], {
    initialEntry: '/',
    session: testUser,
  });
  return userEvent.setup();
}

async function rulesForm() {
  return within(await screen.findByRole('form', { name: 'Completion rules' }));
}

describe('the completion rules of a batch', () => {
  it("starts from the batch's rules and saves what the team changed", async () => {
    const api = stubApi({
      [RULES]: () => jsonResponse(defaults),
      [SAVE]: () =>
        jsonResponse({
          minAttendancePercent: 80,
          allProjectsPassed: false,
          minVerifiedChallenges: 10,
        }),
    });
    const user = renderForm();
    const form = await rulesForm();
    expect(form.getByLabelText('Attendance needed (%)')).toHaveValue('75');
    expect(form.getByLabelText('Every project must pass')).toBeChecked();

    await user.clear(form.getByLabelText('Attendance needed (%)'));
    await user.type(form.getByLabelText('Attendance needed (%)'), '80');
    await user.clear(form.getByLabelText('Verified challenges needed'));
    await user.type(form.getByLabelText('Verified challenges needed'), '10');
    await user.click(form.getByLabelText('Every project must pass'));
    await user.click(form.getByRole('button', { name: 'Save completion rules' }));

    expect(await screen.findByText('Completion rules saved')).toBeInTheDocument();
    expect(api.bodiesOf(SAVE)).toEqual([
      { minAttendancePercent: 80, allProjectsPassed: false, minVerifiedChallenges: 10 },
    ]);
  });

  it('refuses an empty or impossible percentage without sending it', async () => {
    const api = stubApi({ [RULES]: () => jsonResponse(defaults) });
    const user = renderForm();
    const form = await rulesForm();
    await user.clear(form.getByLabelText('Attendance needed (%)'));
    await user.click(form.getByRole('button', { name: 'Save completion rules' }));
    expect(await form.findByText('Attendance must be a whole percentage')).toBeInTheDocument();
    await user.type(form.getByLabelText('Attendance needed (%)'), '120');
    await user.click(form.getByRole('button', { name: 'Save completion rules' }));
    expect(await form.findByText('Attendance must be between 0 and 100 %')).toBeInTheDocument();
    expect(api.bodiesOf(SAVE)).toEqual([]);
  });
});
