// @test Handlers has one optional handler per event
// @description The handlers object has exactly one optional function per event, named from it.
type _h1 = Expect<Equal<Handlers<'open' | 'close'>, { onOpen?: () => void; onClose?: () => void }>>;

// @test a misspelt handler is refused
// @description A handler name that matches no event is a type error.
// @ts-expect-error: onOpne is not a handler of 'open'
const _h2: Handlers<'open'> = { onOpne: () => undefined };
