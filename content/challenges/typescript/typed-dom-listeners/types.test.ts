// @test query returns the kind of element it is asked for
const _v1 = () => query('#message', HTMLTextAreaElement);
type _v2 = Expect<Equal<ReturnType<typeof _v1>, HTMLTextAreaElement>>;

// @test on gives each event its own event type
const _v3 = (input: HTMLInputElement) =>
  on(input, 'keydown', (event) => {
    const _v3a: Expect<Equal<typeof event, KeyboardEvent>> = true;
  });
const _v4 = (form: HTMLFormElement) =>
  on(form, 'submit', (event) => {
    const _v4a: Expect<Equal<typeof event, SubmitEvent>> = true;
  });

// @test on refuses an event name that does not exist
// @ts-expect-error: 'clik' is not an event
const _v5 = (button: HTMLButtonElement) => on(button, 'clik', () => {});

// @test on returns a function that removes the listener
const _v6 = (button: HTMLButtonElement) => on(button, 'click', () => {});
type _v7 = Expect<Equal<ReturnType<typeof _v6>, () => void>>;
