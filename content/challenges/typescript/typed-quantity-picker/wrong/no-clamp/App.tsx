import { useState } from 'react';

export type QuantityPickerProps = {
  value: number;
  min?: number;
  max?: number;
  onChange: (value: number) => void;
  label: string;
};

export function QuantityPicker({ value, min = 1, max = 10, onChange, label }: QuantityPickerProps) {
  return (
    <div role="group" aria-label={label}>
      <button
        type="button"
        aria-label="Decrease"
        disabled={value < min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output>{value}</output>
      <button
        type="button"
        aria-label="Increase"
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}

export default function App() {
  const [quantity, setQuantity] = useState<number>(1);
  return <QuantityPicker label="Quantity" value={quantity} onChange={setQuantity} />;
}
