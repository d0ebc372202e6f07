interface User {
  id: number;
  name: string;
  email?: string;
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate: Record<string, unknown> = { ...value };
  return (
    typeof candidate.id === 'number' &&
    typeof candidate.name === 'string' &&
    (candidate.email === undefined || typeof candidate.email === 'string')
  );
}

function parseUsers(data: unknown): User[] {
  return (data as unknown[]).filter(isUser);
}
