function formatPrice(input: number | readonly number[]): string | string[] {
  return String(input);
}
