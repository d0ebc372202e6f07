import { projectMessages, type MyProject, type MyProjectsResponse } from '@launchpad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferredResponse, stubApi } from '../../../testing/api-stub.ts';
import { jsonResponse, renderRoutes } from '../../../testing/render.tsx';
import { MyProjects } from './my-projects.tsx';
import { enrolledLearner, firstAttempt, HAND_IN, MINE, portfolio } from './project-fixtures.ts';

const typed = {
  repositoryUrl: 'https://github.com/asha/portfolio',
  liveUrl: 'https://asha.github.io/portfolio',
  note: 'The contact form is not wired up yet.',
};

/** The dashboard's projects, answering the hand-in with `handIn`; the list follows `projects`. */
function renderWith(handIn: () => Response | Promise<Response>) {
  let projects: MyProject[] = [portfolio];
  const api = stubApi({
    [MINE]: () => jsonResponse({ projects } satisfies MyProjectsResponse),
    [HAND_IN]: async () => {
      const answer = await handIn();
      if (answer.ok)
        projects = [{ ...portfolio, status: 'awaiting_review', submissions: [firstAttempt] }];
      return answer;
    },
  });
  renderRoutes(
    [
      {
        path: '/dashboard',
        element: <MyProjects user={enrolledLearner} timeZone="Asia/Kolkata" />,
      },
    ],
    { initialEntry: '/dashboard', session: enrolledLearner },
  );
  return { api, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Hand it in' });
  await user.type(within(form).getByLabelText('Repository link'), typed.repositoryUrl);
  await user.type(within(form).getByLabelText('Live link'), typed.liveUrl);
  await user.type(within(form).getByLabelText('Note (optional)'), typed.note);
  return form;
}

describe('Handing a project in', () => {
  it('sends the links and the note, then shows the project waiting for its review', async () => {
    const reply = deferredResponse();
    const { api, user } = renderWith(() => reply.promise);
    const form = await fillIn(user);

    await user.click(within(form).getByRole('button', { name: 'Hand in' }));
    expect(within(form).getByRole('button', { name: 'Handing in…' })).toBeDisabled();
    reply.resolve(jsonResponse(firstAttempt, 201));

    expect(await screen.findByText('Project handed in')).toBeInTheDocument();
    const project = screen.getByRole('article', { name: 'Week 2: Portfolio page' });
    await waitFor(() => expect(project).toHaveTextContent('Status: Waiting for review'));
    expect(within(project).queryByRole('form')).toBeNull();
    expect(api.bodiesOf(HAND_IN)).toEqual([typed]);
    expect(api.routes()).toEqual([MINE, HAND_IN, MINE]);
  });

  it("shows the server's problems under their fields and keeps what was typed", async () => {
    const problem = 'Repository link must be an https:// address';
    const { api, user } = renderWith(() =>
      jsonResponse({ message: 'Check the form.', fieldErrors: { repositoryUrl: [problem] } }, 400),
    );
    const form = await fillIn(user);

    await user.click(within(form).getByRole('button', { name: 'Hand in' }));

    const repository = within(form).getByLabelText('Repository link');
    await expect.poll(() => repository.getAttribute('aria-invalid')).toBe('true');
    expect(repository).toHaveAccessibleDescription(problem);
    expect(repository).toHaveValue(typed.repositoryUrl);
    expect(within(form).getByLabelText('Live link')).toHaveValue(typed.liveUrl);
    expect(within(form).getByLabelText('Note (optional)')).toHaveValue(typed.note);
    expect(within(form).getByRole('button', { name: 'Hand in' })).toBeEnabled();
    expect(api.routes()).toEqual([MINE, HAND_IN]);
  });

  it('checks the links before sending them', async () => {
    const { api, user } = renderWith(() => jsonResponse(firstAttempt, 201));
    const form = await screen.findByRole('form', { name: 'Hand it in' });
    await user.type(within(form).getByLabelText('Repository link'), 'http://github.com/asha');

    await user.click(within(form).getByRole('button', { name: 'Hand in' }));

    expect(within(form).getByLabelText('Repository link')).toHaveAccessibleDescription(
      'Repository link must be an https:// address',
    );
    expect(api.routes()).toEqual([MINE]);
  });

  it("shows the server's refusal in a toast and keeps what was typed", async () => {
    const { user } = renderWith(() =>
      jsonResponse({ message: projectMessages.awaitingReview }, 409),
    );
    const form = await fillIn(user);

    await user.click(within(form).getByRole('button', { name: 'Hand in' }));

    expect(await screen.findByText(projectMessages.awaitingReview)).toBeInTheDocument();
    expect(within(form).getByLabelText('Repository link')).toHaveValue(typed.repositoryUrl);
    expect(within(form).getByLabelText('Note (optional)')).toHaveValue(typed.note);
  });
});
