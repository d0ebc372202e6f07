function formatPrice(input: number | readonly number[]): string | string[] {
  if (typeof input !== 'number') return input.map((amount) => formatPrice(amount));
  return `₹${input.toFixed(2)}`;
}
