import type { CheckoutAction as HiddenAction, CheckoutState as HiddenState } from './App';

// @test the four actions and their data
// @description The actions are exactly the four of the instructions, each carrying only its own data.
type _h1 = Expect<
  Equal<
    HiddenAction,
    | { type: 'addressEntered'; address: string }
    | { type: 'cardEntered'; cardNumber: string }
    | { type: 'back' }
    | { type: 'orderPlaced' }
  >
>;

// @test a placed order keeps its address and card
// @description A placed order without its card's digits is a type error.
// @ts-expect-error: a placed order has its card's last four digits
const _h2: HiddenState = { step: 'placed', address: '12 MG Road' };
