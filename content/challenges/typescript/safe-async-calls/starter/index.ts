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

// Declare Result<T, E> (E defaults to Error) and SafeResult<F> here.

function safe(fn: any): any {
  return fn;
}

const safeFetchUser = safe(fetchUser);

function userLabel(result: any): string {
  return '';
}
