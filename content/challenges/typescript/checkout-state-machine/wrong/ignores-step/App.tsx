import { useReducer, useState, type Dispatch, type FormEvent } from 'react';

export type CheckoutState =
  | { step: 'address' }
  | { step: 'payment'; address: string }
  | { step: 'review'; address: string; cardLast4: string }
  | { step: 'placed'; address: string; cardLast4: string };

export type CheckoutAction =
  | { type: 'addressEntered'; address: string }
  | { type: 'cardEntered'; cardNumber: string }
  | { type: 'back' }
  | { type: 'orderPlaced' };

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'addressEntered': {
      const address = action.address.trim();
      if (address === '') return state;
      return { step: 'payment', address };
    }
    case 'cardEntered': {
      const digits = action.cardNumber.replace(/\D/g, '');
      if (state.step !== 'payment' || digits.length < 4) return state;
      return { step: 'review', address: state.address, cardLast4: digits.slice(-4) };
    }
    case 'back':
      if (state.step === 'payment') return { step: 'address' };
      if (state.step === 'review') return { step: 'payment', address: state.address };
      return state;
    case 'orderPlaced':
      if (state.step !== 'review') return state;
      return { step: 'placed', address: state.address, cardLast4: state.cardLast4 };
  }
}

type StepProps = { dispatch: Dispatch<CheckoutAction> };

function AddressStep({ dispatch }: StepProps) {
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

function PaymentStep({ dispatch }: StepProps) {
  const [cardNumber, setCardNumber] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch({ type: 'cardEntered', cardNumber });
  }
  return (
    <form onSubmit={submit}>
      <h2>Payment</h2>
      <label>
        Card number{' '}
        <input value={cardNumber} onChange={(event) => setCardNumber(event.target.value)} />
      </label>
      <button type="button" onClick={() => dispatch({ type: 'back' })}>
        Back
      </button>
      <button type="submit">Continue</button>
    </form>
  );
}

export default function App() {
  const [state, dispatch] = useReducer(checkoutReducer, { step: 'address' });
  switch (state.step) {
    case 'address':
      return <AddressStep dispatch={dispatch} />;
    case 'payment':
      return <PaymentStep dispatch={dispatch} />;
    case 'review':
      return (
        <section>
          <h2>Review your order</h2>
          <p>Deliver to {state.address}</p>
          <p>Pay with the card ending in {state.cardLast4}</p>
          <button type="button" onClick={() => dispatch({ type: 'back' })}>
            Back
          </button>
          <button type="button" onClick={() => dispatch({ type: 'orderPlaced' })}>
            Place order
          </button>
        </section>
      );
    case 'placed':
      return (
        <section>
          <h2>Thank you!</h2>
          <p>Your order is on its way to {state.address}.</p>
        </section>
      );
  }
}
