import { useState } from 'react';

export function QuantityPicker(props: any) {
  return (
    <div>
      <button type="button">−</button>
      <output>{props.value}</output>
      <button type="button">+</button>
    </div>
  );
}

export default function App() {
  const [quantity, setQuantity] = useState(1);
  return <QuantityPicker value={quantity} onChange={setQuantity} />;
}
