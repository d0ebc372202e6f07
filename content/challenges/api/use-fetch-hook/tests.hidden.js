// Hidden tests: run by the server's grader after tests.js, in the same page (the helpers are
// this file's own).
function renderProbe(first, second = null) {
  if (typeof useFetch !== 'function') {
    throw new Error('define a function named useFetch at the top level of App.jsx');
  }
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

test(
  'a slow answer for the old url is never shown',
  {
    description:
      'When the url changes while the answer for the old one is still on its way, and that old answer arrives last, the data for the new url stays.',
  },
  async () => {
    fakeApi.reset();
    fakeApi.get('/api/courses/:id', ({ params }) =>
      fakeApi.reply({
        delay: params.id === '1' ? 1000 : 100,
        json: { id: Number(params.id) },
      }),
    );
    renderProbe('/api/courses/1', '/api/courses/2');
    await sleep(50);
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }));
    await sleep(300);
    expect(shown()).toEqual({ data: { id: 2 }, error: null, loading: false });
    await sleep(1500);
    expect(shown()).toEqual({ data: { id: 2 }, error: null, loading: false });
  },
);

test(
  'no answer at all gives an error',
  {
    description:
      'When the request fails without any answer (no network), the hook stops loading and gives an error.',
  },
  async () => {
    fakeApi.reset();
    fakeApi.get('/api/courses/:id', () => fakeApi.reply({ networkError: true }));
    renderProbe('/api/courses/1');
    await sleep(100);
    const state = shown();
    expect(state.loading).toBe(false);
    expect(state.data).toBeNull();
    expect(typeof state.error).toBe('string');
  },
);
