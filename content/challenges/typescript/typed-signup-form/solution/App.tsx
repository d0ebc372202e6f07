import { useState, type ChangeEvent, type FormEvent } from 'react';

export type SignupValues = { name: string; newsletter: boolean };

export function handleNameChange(
  event: ChangeEvent<HTMLInputElement>,
  update: (name: string) => void,
): void {
  update(event.target.value.trimStart());
}

export default function App() {
  const [values, setValues] = useState<SignupValues>({ name: '', newsletter: false });
  const [done, setDone] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(true);
  }

  if (done) {
    return (
      <main>
        <p>Welcome, {values.name}!</p>
        {values.newsletter && <p>You will get our newsletter.</p>}
      </main>
    );
  }
  return (
    <form onSubmit={submit}>
      <label>
        Name{' '}
        <input
          value={values.name}
          onChange={(event) => handleNameChange(event, (name) => setValues({ ...values, name }))}
        />
      </label>
      <label>
        <input
          type="checkbox"
          checked={values.newsletter}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            setValues({ ...values, newsletter: event.target.checked })
          }
        />
        Send me the newsletter
      </label>
      <button type="submit">Sign up</button>
    </form>
  );
}
