import { useState } from 'react';

// Make this component generic: it should work for a list of any type of option.
export function Select(props: any) {
  return (
    <label>
      {props.label} <select></select>
    </label>
  );
}

export type Plan = { id: 'free' | 'pro' | 'team'; name: string; pricePerMonth: number };

export const plans: readonly Plan[] = [
  { id: 'free', name: 'Free', pricePerMonth: 0 },
  { id: 'pro', name: 'Pro', pricePerMonth: 499 },
  { id: 'team', name: 'Team', pricePerMonth: 1999 },
];

const seatCounts = [1, 5, 10] as const;

export default function App() {
  const [plan, setPlan] = useState<Plan>(plans[0]);
  return (
    <main>
      <Select label="Plan" options={plans} value={plan} onChange={setPlan} />
      <p>Total: ₹{plan.pricePerMonth} a month</p>
    </main>
  );
}
