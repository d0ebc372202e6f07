import { useState } from 'react';

export type SignupValues = { name: string; newsletter: boolean };

export function handleNameChange(event: any, update: any) {
  update(event.target.value);
}

export default function App() {
  const [values, setValues] = useState<SignupValues>({ name: '', newsletter: false });
  return (
    <form>
      <label>
        Name <input value={values.name} onChange={(event) => handleNameChange(event, () => {})} />
      </label>
      <button type="submit">Sign up</button>
    </form>
  );
}
