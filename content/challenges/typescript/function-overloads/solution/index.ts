function formatPrice(amount: number): string;
function formatPrice(amounts: readonly number[]): string[];
function formatPrice(input: number | readonly number[]): string | string[] {
  if (typeof input !== 'number') return input.map((amount) => formatPrice(amount));
  const sign = input < 0 ? '-' : '';
  return `${sign}₹${Math.abs(input).toFixed(2)}`;
}
