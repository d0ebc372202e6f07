// The component is mounted afresh before each test; mountApp() mounts it again once the test has
// declared its API. The fake API keeps a profile, records each PATCH and answers with the whole
// profile, trimmed and with a capital first letter, as a real server might tidy it.
function serve({ patchReply } = {}) {
  const patches = [];
  let profile = { name: 'Asha Rao', headline: 'Frontend learner', city: 'Pune' };
  fakeApi.reset();
  fakeApi.get('/api/profile', () => profile);
  fakeApi.patch('/api/profile', ({ body, headers }) => {
    patches.push({ body, type: headers['content-type'] });
    if (patchReply) return patchReply;
    const tidy = Object.fromEntries(
      Object.entries(body).map(([key, value]) => {
        const text = String(value).trim();
        return [key, text.charAt(0).toUpperCase() + text.slice(1)];
      }),
    );
    profile = { ...profile, ...tidy };
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

test('shows Loading… and then the form filled in with the profile', async () => {
  serve();
  mountApp();
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  await loaded();
  expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
  expect(screen.getByLabelText('Headline')).toHaveValue('Frontend learner');
});

test('Save is disabled until a field changes', async () => {
  serve();
  mountApp();
  await loaded();
  expect(saveButton()).toBeDisabled();
  await retype('City', 'Mumbai');
  expect(saveButton()).not.toBeDisabled();
});

test('Save sends a PATCH with only the changed field, as JSON', async () => {
  const patches = serve();
  mountApp();
  await loaded();
  await retype('City', 'Mumbai');
  fireEvent.click(saveButton());
  await waitFor(() => expect(patches).toHaveLength(1));
  expect(patches[0].body).toEqual({ city: 'Mumbai' });
  expect(patches[0].type).toBe('application/json');
});

test('after saving: Saved., the server’s values in the fields, and Save disabled again', async () => {
  serve();
  mountApp();
  await loaded();
  await retype('City', '  mumbai ');
  fireEvent.click(saveButton());
  expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  expect(screen.getByLabelText('City')).toHaveValue('Mumbai');
  expect(saveButton()).toBeDisabled();
});

test('the button reads Saving… and is disabled while the PATCH is on its way', async () => {
  serve({
    patchReply: fakeApi.reply({
      delay: 300,
      json: { name: 'Asha Rao', headline: 'Frontend learner', city: 'Goa' },
    }),
  });
  mountApp();
  await loaded();
  await retype('City', 'Goa');
  fireEvent.click(saveButton());
  expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  await screen.findByText('Saved.');
});

test('a failed save shows an alert and keeps the edits', async () => {
  serve({
    patchReply: fakeApi.reply({ status: 500, json: { error: 'Down' } }),
  });
  mountApp();
  await loaded();
  await retype('Headline', 'Job-ready frontend developer');
  fireEvent.click(saveButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your changes.');
  expect(screen.getByLabelText('Headline')).toHaveValue('Job-ready frontend developer');
  expect(saveButton()).not.toBeDisabled();
});
