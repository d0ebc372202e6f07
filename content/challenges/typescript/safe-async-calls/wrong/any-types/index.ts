type ApiUser = { id: number; name: string; email: string };

const apiUsers: ApiUser[] = [
  { id: 1, name: 'Asha', email: 'asha@example.com' },
  { id: 2, name: 'Ravi', email: 'ravi@example.com' },
];

// Given: a stand-in for a real API call. It rejects for an unknown id.
async function fetchUser(id: number): Promise<ApiUser> {
  const user = apiUsers.find((candidate) => candidate.id === id);
  if (!user) throw new Error(`User ${id} not found`);
  return user;
}

type Result<T, E = Error> = { ok: true; value: T } | { ok: false; error: E };

type SafeResult<F extends (...args: never[]) => Promise<unknown>> = Result<Awaited<ReturnType<F>>>;

function toError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}

function safe(fn: (...args: any[]) => Promise<any>): (...args: any[]) => Promise<Result<any>> {
  return async (...args) => {
    try {
      return { ok: true, value: await fn(...args) };
    } catch (thrown) {
      return { ok: false, error: toError(thrown) };
    }
  };
}

const safeFetchUser = safe(fetchUser);

function userLabel(result: SafeResult<typeof fetchUser>): string {
  if (result.ok) return `${result.value.name} <${result.value.email}>`;
  return `Could not load the user: ${result.error.message}`;
}
