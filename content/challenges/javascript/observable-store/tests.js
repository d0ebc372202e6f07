const storeOf = (initialState) => {
  expect(typeof createStore).toBe('function');
  const store = createStore(initialState);
  for (const method of ['getState', 'setState', 'subscribe']) {
    expect(typeof store?.[method]).toBe('function');
  }
  return store;
};
const copy = (state) => ({ ...state });

test('getState returns the initial state', () => {
  const store = storeOf({ count: 0, user: 'Ana' });
  expect(copy(store.getState())).toEqual({ count: 0, user: 'Ana' });
});

test('setState with an object merges it into the state, keeping the other keys', () => {
  const store = storeOf({ count: 0, user: 'Ana' });
  store.setState({ count: 5 });
  expect(copy(store.getState())).toEqual({ count: 5, user: 'Ana' });
  store.setState({ theme: 'dark' });
  expect(copy(store.getState())).toEqual({ count: 5, user: 'Ana', theme: 'dark' });
});

test('setState with a function calls it with the current state and merges what it returns', () => {
  const store = storeOf({ count: 1, user: 'Ana' });
  store.setState((state) => ({ count: state.count + 1 }));
  store.setState((state) => ({ count: state.count * 10 }));
  expect(copy(store.getState())).toEqual({ count: 20, user: 'Ana' });
});

test('a listener is called after each change with the new and the previous state', () => {
  const store = storeOf({ count: 0 });
  const seen = [];
  store.subscribe((state, previous) => seen.push([copy(state), copy(previous)]));
  store.setState({ count: 1 });
  store.setState({ count: 2 });
  expect(seen).toEqual([
    [{ count: 1 }, { count: 0 }],
    [{ count: 2 }, { count: 1 }],
  ]);
});

test('setState makes a new state object and never changes the old one', () => {
  const store = storeOf({ count: 0, tags: ['a'] });
  const before = store.getState();
  store.setState({ count: 1 });
  const after = store.getState();
  expect(after === before).toBe(false);
  expect(copy(before)).toEqual({ count: 0, tags: ['a'] });
  expect(after.tags === before.tags).toBe(true);
});

test('the function returned by subscribe removes only that listener', () => {
  const store = storeOf({ count: 0 });
  const first = createSpy();
  const second = createSpy();
  const unsubscribeFirst = store.subscribe(first);
  store.subscribe(second);
  store.setState({ count: 1 });
  unsubscribeFirst();
  store.setState({ count: 2 });
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenCalledTimes(2);
});

test('a setState that changes nothing keeps the same state and notifies nobody', () => {
  const store = storeOf({ count: 3, user: 'Ana' });
  const listener = createSpy();
  store.subscribe(listener);
  const before = store.getState();
  store.setState({ count: 3 });
  store.setState((state) => ({ user: state.user }));
  expect(store.getState() === before).toBe(true);
  expect(listener).toHaveBeenCalledTimes(0);
});
