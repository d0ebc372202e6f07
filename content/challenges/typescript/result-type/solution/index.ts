type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };
type AgeError = 'empty' | 'not-a-number' | 'out-of-range';

function parseAge(input: string): Result<number, AgeError> {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'empty' };
  if (!/^-?\d+$/.test(text)) return { ok: false, error: 'not-a-number' };
  const age = Number(text);
  if (age < 0 || age > 130) return { ok: false, error: 'out-of-range' };
  return { ok: true, value: age };
}

function ageMessage(input: string): string {
  const result = parseAge(input);
  if (result.ok) return `Age saved: ${result.value}`;
  switch (result.error) {
    case 'empty':
      return 'Please enter your age.';
    case 'not-a-number':
      return 'Please enter a whole number.';
    case 'out-of-range':
      return 'Please enter an age between 0 and 130.';
  }
}
