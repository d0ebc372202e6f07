type Result<T, E> = { value: T; error: E };
type AgeError = string;

function parseAge(input: string): Result<number, AgeError> {
  return { value: Number(input), error: '' };
}

function ageMessage(input: string): string {
  return `Age saved: ${parseAge(input).value}`;
}
