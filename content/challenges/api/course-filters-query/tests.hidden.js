// Hidden tests: run by the server's grader after tests.js, in the same page (the helpers are
// this file's own).
function serve(courses, seen = []) {
  fakeApi.reset();
  fakeApi.get('/api/courses', ({ query }) => {
    seen.push(query);
    return courses;
  });
  return seen;
}

/** Fills in the form like a user and presses Apply filters. */
async function applyFilters({ q = '', level = '', free = false }) {
  const user = userEvent.setup();
  const search = screen.getByLabelText('Search');
  await user.clear(search);
  if (q !== '') await user.type(search, q);
  await user.selectOptions(screen.getByLabelText('Level'), level);
  const freeOnly = screen.getByLabelText('Free only');
  if (freeOnly.checked !== free) await user.click(freeOnly);
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
}

const count = () => document.getElementById('count').textContent;

test(
  'search text with spaces and symbols arrives intact',
  {
    description:
      'A search text with spaces and symbols that mean something in a URL reaches the API exactly as typed.',
  },
  async () => {
    const seen = serve([]);
    await applyFilters({ q: 'C# & .NET 100%' });
    await waitFor(() => expect(count()).toBe('0 courses'));
    expect(seen).toEqual([{ q: 'C# & .NET 100%' }]);
  },
);

test(
  'spaces around the search text are not sent',
  {
    description:
      'Spaces typed before or after the search text are trimmed, and a search of spaces only is left out.',
  },
  async () => {
    const seen = serve([]);
    await applyFilters({ q: '  grid  ' });
    await waitFor(() => expect(seen).toHaveLength(1));
    await applyFilters({ q: '   ', free: true });
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual([{ q: 'grid' }, { free: 'true' }]);
  },
);
