type _Events = { login: { user: string }; count: number };
const _emitter = new Emitter<_Events>();

// @test a listener gets its event's payload type
_emitter.on('login', (payload) => {
  type _v1 = Expect<Equal<typeof payload, { user: string }>>;
});

// @test on returns a function that removes the listener
const _stop = _emitter.on('count', () => undefined);
type _v2 = Expect<Equal<typeof _stop, () => void>>;

// @test an unknown event is a type error
// @ts-expect-error: 'lgoin' is not an event
_emitter.on('lgoin', () => undefined);
