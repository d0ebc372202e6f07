type User = {
  id: number;
  name: string;
  email: string;
  passwordHash: string;
  role: 'admin' | 'member';
  createdAt: string;
};

type PublicUser = Omit<User, 'passwordHash'>;
type UserPreview = Pick<PublicUser, 'id' | 'name'>;
type UserUpdate = Partial<Pick<User, 'name' | 'email' | 'role'>>;
type UsersById = Record<number, PublicUser>;

function toPublicUser(user: User): PublicUser {
  const { passwordHash, ...publicUser } = user;
  return publicUser;
}

function indexById(users: readonly User[]): UsersById {
  const byId: UsersById = {};
  for (const user of users) byId[user.id] = toPublicUser(user);
  return byId;
}

function applyUpdate(user: User, update: UserUpdate): User {
  return {
    ...user,
    name: update.name ?? user.name,
    email: update.email ?? user.email,
    role: update.role ?? user.role,
  };
}
