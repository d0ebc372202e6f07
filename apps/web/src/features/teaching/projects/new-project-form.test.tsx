import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/api-stub.ts';
import { jsonResponse, renderRoutes, testUser } from '../../../testing/render.tsx';
import { NewProjectForm } from './new-project-form.tsx';

const CREATE = 'POST /api/teaching/batches/4/projects';

function renderForm() {
  renderRoutes([{ path: '/', element: <NewProjectForm batchId={4} /> }], {
    initialEntry: '/',
    session: testUser,
  });
  return userEvent.setup();
}

const projectForm = async () => within(await screen.findByRole('form', { name: 'New project' }));

describe('setting a project with its rubric', () => {
  it('builds the rubric by keyboard and sends the due time as an instant in India', async () => {
    const api = stubApi({
      [CREATE]: () => jsonResponse({ id: 9 }, 201),
    });
    const user = renderForm();
    const form = await projectForm();
    await user.type(form.getByLabelText('Week'), '2');
    await user.type(form.getByLabelText('Title'), 'Landing page');
    await user.type(form.getByLabelText('Brief'), 'Build a **responsive** landing page.');
    await user.type(form.getByLabelText('Due date (India)'), '2027-07-04');
    await user.clear(form.getByLabelText('Due time (India)'));
    await user.type(form.getByLabelText('Due time (India)'), '18:30');

    const first = within(form.getByRole('group', { name: 'Criterion 1' }));
    await user.type(first.getByLabelText('Name'), 'Semantic HTML');
    // A fourth level takes the focus, to be typed at once.
    await user.click(first.getByRole('button', { name: 'Add a level to criterion 1' }));
    expect(first.getByLabelText('Level 4')).toHaveFocus();
    await user.keyboard('Exemplary');
    await user.type(first.getByLabelText('Level 4 points'), '3');
    await user.click(form.getByRole('button', { name: 'Add criterion' }));
    const second = within(form.getByRole('group', { name: 'Criterion 2' }));
    expect(second.getByLabelText('Name')).toHaveFocus();
    await user.keyboard('Responsive layout');
    await user.click(second.getByRole('button', { name: 'Remove level 1 of criterion 2' }));
    await user.click(form.getByLabelText("Check each hand-in's live site"));
    await user.click(form.getByRole('button', { name: 'Create project' }));

    expect(await screen.findByText('Project created')).toBeInTheDocument();
    expect(api.bodiesOf(CREATE)).toEqual([
      {
        week: 2,
        title: 'Landing page',
        brief: 'Build a **responsive** landing page.',
        // 18:30 in India (UTC+5:30).
        dueAt: '2027-07-04T13:00:00.000Z',
        rubric: [
          {
            name: 'Semantic HTML',
            levels: [
              { label: 'Missing', points: 0 },
              { label: 'Partly', points: 1 },
              { label: 'Fully', points: 2 },
              { label: 'Exemplary', points: 3 },
            ],
          },
          {
            name: 'Responsive layout',
            levels: [
              { label: 'Partly', points: 1 },
              { label: 'Fully', points: 2 },
            ],
          },
        ],
        liveCheck: true,
      },
    ]);
    // Emptied for the next project.
    expect(form.getByLabelText('Title')).toHaveValue('');
    expect(form.queryByRole('group', { name: 'Criterion 2' })).toBeNull();
  });

  it('keeps a criterion at two levels and a rubric at one criterion', async () => {
    stubApi({});
    const user = renderForm();
    const form = await projectForm();
    const first = within(form.getByRole('group', { name: 'Criterion 1' }));
    await user.click(first.getByRole('button', { name: 'Remove level 3 of criterion 1' }));
    expect(first.queryByRole('button', { name: /Remove level/ })).toBeNull();
    expect(first.queryByRole('button', { name: 'Remove criterion 1' })).toBeNull();
  });

  it('says what is missing beside each field and sends nothing', async () => {
    const api = stubApi({});
    const user = renderForm();
    const form = await projectForm();
    const first = within(form.getByRole('group', { name: 'Criterion 1' }));
    await user.clear(first.getByLabelText('Level 2 points'));
    await user.click(form.getByRole('button', { name: 'Create project' }));

    expect(await form.findByText('Week must be a whole number')).toBeInTheDocument();
    expect(form.getByText('Title must be at least 3 characters')).toBeInTheDocument();
    expect(form.getByText('Choose a due date')).toBeInTheDocument();
    expect(first.getByText('Name each criterion')).toBeInTheDocument();
    expect(first.getByLabelText('Level 2 points')).toHaveAccessibleDescription(
      'Points must be a whole number',
    );
    expect(form.getByLabelText('Week')).toHaveFocus();
    expect(api.bodiesOf(CREATE)).toEqual([]);
  });
});
