// The clock is virtual: sleep(ms) moves the page's timers (and the fake API's delays) at once.
// Most tests render a small component of their own that uses your useFetch and prints what it
// returns.
function needHook() {
  if (typeof useFetch !== 'function') {
    throw new Error('define a function named useFetch at the top level of App.jsx');
  }
}

/** Renders a component that calls useFetch(first), and useFetch(second) after a click on Switch. */
function renderProbe(first, second = null) {
  needHook();
  function Probe() {
    const [url, setUrl] = React.useState(first);
    const { data, error, loading } = useFetch(url);
    return React.createElement(
      'div',
      null,
      React.createElement(
        'output',
        null,
        JSON.stringify({ data, error: error ? error.message : null, loading }),
      ),
      React.createElement('button', { type: 'button', onClick: () => setUrl(second) }, 'Switch'),
    );
  }
  render(React.createElement(Probe));
}

const shown = () => JSON.parse(document.querySelector('output').textContent);

test('useFetch is loading at first, then gives the data', async () => {
  fakeApi.reset();
  fakeApi.get('/api/courses/:id', ({ params }) =>
    fakeApi.reply({
      delay: 300,
      json: { id: Number(params.id), title: 'CSS Grid' },
    }),
  );
  renderProbe('/api/courses/1');
  await sleep(20);
  expect(shown()).toEqual({ data: null, error: null, loading: true });
  await sleep(400);
  expect(shown()).toEqual({
    data: { id: 1, title: 'CSS Grid' },
    error: null,
    loading: false,
  });
});

test('an answer that is not OK gives an error with its status', async () => {
  fakeApi.reset();
  fakeApi.get('/api/courses/:id', () => fakeApi.reply({ status: 404, json: { error: 'Nope' } }));
  renderProbe('/api/courses/9');
  await sleep(100);
  expect(shown()).toEqual({ data: null, error: 'Request failed with status 404', loading: false });
});

test('a null url sends no request and is not loading', async () => {
  const asked = [];
  fakeApi.reset();
  fakeApi.get('/api/courses/:id', ({ path }) => {
    asked.push(path);
    return {};
  });
  renderProbe(null);
  await sleep(100);
  expect(shown()).toEqual({ data: null, error: null, loading: false });
  expect(asked).toEqual([]);
});

test('a new url is fetched, and is loading without the old data meanwhile', async () => {
  fakeApi.reset();
  fakeApi.get('/api/courses/:id', ({ params }) =>
    fakeApi.reply({ delay: 200, json: { id: Number(params.id) } }),
  );
  renderProbe('/api/courses/1', '/api/courses/2');
  await sleep(300);
  expect(shown().data).toEqual({ id: 1 });
  fireEvent.click(screen.getByRole('button', { name: 'Switch' }));
  await sleep(50);
  expect(shown()).toEqual({ data: null, error: null, loading: true });
  await sleep(300);
  expect(shown()).toEqual({ data: { id: 2 }, error: null, loading: false });
});

test('the App lists the courses and shows the details of the one clicked', async () => {
  const asked = [];
  fakeApi.reset();
  fakeApi.get('/api/courses', () => [
    { id: 1, title: 'CSS Grid' },
    { id: 2, title: 'Fetch and promises' },
  ]);
  fakeApi.get('/api/courses/:id', ({ params }) => {
    asked.push(params.id);
    return { id: 2, title: 'Fetch and promises', lessons: 12 };
  });
  mountApp();
  expect(screen.getByText('Loading courses…')).toBeInTheDocument();
  await sleep(100);
  expect(asked).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Fetch and promises' }));
  await sleep(100);
  expect(screen.getByRole('heading', { name: 'Fetch and promises' })).toBeInTheDocument();
  expect(screen.getByText('12 lessons')).toBeInTheDocument();
  expect(asked).toEqual(['2']);
});
