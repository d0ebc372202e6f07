interface User {
  id: number;
  name: string;
  email?: string;
}

function isUser(value: unknown): boolean {
  return true;
}

function parseUsers(data: unknown): User[] {
  return data as User[];
}
