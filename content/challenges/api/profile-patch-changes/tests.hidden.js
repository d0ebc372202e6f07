// Hidden tests: run by the server's grader after tests.js, in the same page (the helpers are
// this file's own).
function serve() {
  const patches = [];
  let profile = { name: 'Asha Rao', headline: 'Frontend learner', city: 'Pune' };
  fakeApi.reset();
  fakeApi.get('/api/profile', () => profile);
  fakeApi.patch('/api/profile', ({ body }) => {
    patches.push(body);
    profile = { ...profile, ...body };
    return profile;
  });
  return patches;
}

async function loaded() {
  await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Pune'));
}

async function retype(label, text) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), text);
}

const saveButton = () => screen.getByRole('button', { name: /^Sav/ });

test(
  'a second save sends only what changed since the first',
  {
    description:
      'After one save, a second save sends only the fields changed since that save, not the ones saved before.',
  },
  async () => {
    const patches = serve();
    mountApp();
    await loaded();
    await retype('City', 'Mumbai');
    fireEvent.click(saveButton());
    await screen.findByText('Saved.');
    await retype('Headline', 'Mentor');
    fireEvent.click(saveButton());
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[0]).toEqual({ city: 'Mumbai' });
    expect(patches[1]).toEqual({ headline: 'Mentor' });
  },
);

test(
  'a field changed back to the saved value is not a change',
  {
    description:
      'When the user edits a field and then types its saved value back, there is nothing to save any more.',
  },
  async () => {
    serve();
    mountApp();
    await loaded();
    await retype('City', 'Delhi');
    expect(saveButton()).not.toBeDisabled();
    await retype('City', 'Pune');
    expect(saveButton()).toBeDisabled();
  },
);
