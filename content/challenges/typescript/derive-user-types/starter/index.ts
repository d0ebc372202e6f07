type User = {
  id: number;
  name: string;
  email: string;
  passwordHash: string;
  role: 'admin' | 'member';
  createdAt: string;
};

// Derive each of these from User with a utility type.
type PublicUser = User;
type UserPreview = User;
type UserUpdate = User;
type UsersById = object;

function toPublicUser(user: User): PublicUser {
  return user;
}

function indexById(users: readonly User[]): UsersById {
  return {};
}

function applyUpdate(user: User, update: UserUpdate): User {
  return user;
}
