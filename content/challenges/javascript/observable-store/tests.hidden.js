const makeStore = (initialState) => {
  expect(typeof createStore).toBe('function');
  return createStore(initialState);
};

test(
  'calling an unsubscribe function twice does not remove another listener',
  {
    description:
      'Calling the same unsubscribe function a second time does nothing: the other listeners of the store are still notified.',
  },
  () => {
    const store = makeStore({ count: 0 });
    const leaving = createSpy();
    const staying = createSpy();
    const unsubscribe = store.subscribe(leaving);
    store.subscribe(staying);
    unsubscribe();
    unsubscribe();
    store.setState({ count: 1 });
    expect(leaving).toHaveBeenCalledTimes(0);
    expect(staying).toHaveBeenCalledTimes(1);
  },
);

test(
  'two stores keep their own state and their own listeners',
  {
    description:
      'Two stores created by createStore are independent: a change in one notifies only its own listeners and leaves the other state as it was.',
  },
  () => {
    const cart = makeStore({ items: 0 });
    const theme = makeStore({ mode: 'light' });
    const cartListener = createSpy();
    const themeListener = createSpy();
    cart.subscribe(cartListener);
    theme.subscribe(themeListener);
    cart.setState({ items: 2 });
    expect(cartListener).toHaveBeenCalledTimes(1);
    expect(themeListener).toHaveBeenCalledTimes(0);
    expect({ ...theme.getState() }).toEqual({ mode: 'light' });
  },
);

test(
  'a listener that unsubscribes while being notified does not make the next one be skipped',
  {
    description:
      'A listener that unsubscribes itself while the store is notifying does not make the listener after it miss that change, and it is not called again.',
  },
  () => {
    const store = makeStore({ step: 0 });
    const calls = [];
    const unsubscribe = store.subscribe(() => {
      calls.push('once');
      unsubscribe();
    });
    store.subscribe((state) => calls.push(`always ${state.step}`));
    store.setState({ step: 1 });
    store.setState({ step: 2 });
    expect(calls).toEqual(['once', 'always 1', 'always 2']);
  },
);
