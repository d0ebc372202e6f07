const Role = {
  Admin: 'admin',
  Editor: 'editor',
  Viewer: 'viewer',
};

type Role = (typeof Role)[keyof typeof Role];

type Permission = 'read' | 'write' | 'delete' | 'invite';

const permissions = {
  admin: ['read', 'write', 'delete', 'invite'],
  editor: ['read', 'write'],
  viewer: ['read'],
} as const satisfies Record<Role, readonly Permission[]>;

function isRole(value: string): value is Role {
  const roles: readonly string[] = Object.values(Role);
  return roles.includes(value);
}

function can(role: Role, permission: Permission): boolean {
  const allowed: readonly Permission[] = permissions[role];
  return allowed.includes(permission);
}

function rolesWith(permission: Permission): Role[] {
  return Object.values(Role).filter((role) => can(role, permission));
}
