import { useReducer, useState, type FormEvent } from 'react';

// One object with optional fields: nothing stops a review without a card.
export type CheckoutState = { step: string; address?: string; cardLast4?: string };
export type CheckoutAction = { type: string; address?: string; cardNumber?: string };

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  return state;
}

export default function App() {
  const [state, dispatch] = useReducer(checkoutReducer, { step: 'address' });
  const [address, setAddress] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch({ type: 'addressEntered', address });
  }

  return (
    <form onSubmit={submit}>
      <h2>Delivery address</h2>
      <label>
        Address <input value={address} onChange={(event) => setAddress(event.target.value)} />
      </label>
      <button type="submit">Continue</button>
    </form>
  );
}
