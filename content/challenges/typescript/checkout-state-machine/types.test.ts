import type { CheckoutAction, CheckoutState } from './App';
import { checkoutReducer } from './App';

// @test the reducer takes a state and an action and returns a state
type _v1 = Expect<Equal<typeof checkoutReducer, (state: CheckoutState, action: CheckoutAction) => CheckoutState>>;

// @test the steps are address, payment, review and placed
type _v2 = Expect<Equal<CheckoutState['step'], 'address' | 'payment' | 'review' | 'placed'>>;

// @test the review step carries the address and the card's last four digits
type _v3 = Expect<Equal<Extract<CheckoutState, { step: 'review' }>, { step: 'review'; address: string; cardLast4: string }>>;

// @test a payment step without an address is refused
// @ts-expect-error: the payment step needs the address
const _v4: CheckoutState = { step: 'payment' };
