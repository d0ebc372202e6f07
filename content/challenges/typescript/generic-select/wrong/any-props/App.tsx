import { useState, type ChangeEvent } from 'react';

export type SelectProps<T = any> = {
  label: string;
  options: readonly any[];
  value: any;
  getKey: (option: any) => string;
  getLabel: (option: any) => string;
  onChange: (value: any) => void;
};

export function Select({ label, options, value, getKey, getLabel, onChange }: SelectProps) {
  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const chosen = options.find((option) => getKey(option) === event.target.value);
    if (chosen !== undefined) onChange(chosen);
  }

  return (
    <label>
      {label}{' '}
      <select value={getKey(value)} onChange={handleChange}>
        {options.map((option) => (
          <option key={getKey(option)} value={getKey(option)}>
            {getLabel(option)}
          </option>
        ))}
      </select>
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
  const [seats, setSeats] = useState<number>(1);
  return (
    <main>
      <Select
        label="Plan"
        options={plans}
        value={plan}
        getKey={(option) => option.id}
        getLabel={(option) => option.name}
        onChange={setPlan}
      />
      <Select
        label="Seats"
        options={seatCounts}
        value={seats}
        getKey={(count) => String(count)}
        getLabel={(count) => (count === 1 ? '1 seat' : `${count} seats`)}
        onChange={setSeats}
      />
      <p>Total: ₹{plan.pricePerMonth * seats} a month</p>
    </main>
  );
}
