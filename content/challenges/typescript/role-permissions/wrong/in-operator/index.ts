const Role = {
  Admin: 'admin',
  Editor: 'editor',
  Viewer: 'viewer',
} as const;

type Role = (typeof Role)[keyof typeof Role];

type Permission = 'read' | 'write' | 'delete' | 'invite';

const permissions = {
  admin: ['read', 'write', 'delete', 'invite'],
  editor: ['read', 'write'],
  viewer: ['read'],
} as const satisfies Record<Role, readonly Permission[]>;

function isRole(value: string): value is Role {
  // Every role is a key of the table, so check the table.
  return value in permissions;
}

function can(role: Role, permission: Permission): boolean {
  const allowed: readonly Permission[] = permissions[role];
  return allowed.includes(permission);
}

function rolesWith(permission: Permission): Role[] {
  return Object.values(Role).filter((role) => can(role, permission));
}
