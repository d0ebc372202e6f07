// @test handlers never get any
// @description The event a handler receives is never typed any, whatever the event.
const _h1 = (input: HTMLInputElement) =>
  on(input, 'focus', (event) => {
    const _h1a: Expect<Equal<IsAny<typeof event>, false>> = true;
    const _h1b: Expect<Equal<typeof event, FocusEvent>> = true;
  });

// @test query only takes element types
// @description query's second argument must be an element type: anything else is a type error.
// @ts-expect-error: Date is not an element type
const _h2 = () => query('#message', Date);
