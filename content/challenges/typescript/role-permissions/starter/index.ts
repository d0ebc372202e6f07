// Turn these loose strings into a const object, with types derived from it.
const Role = { Admin: 'admin', Editor: 'editor', Viewer: 'viewer' };
type Role = string;

type Permission = string;

const permissions: Record<string, string[]> = {
  admin: ['read', 'write', 'delete', 'invite'],
  editor: ['read', 'write'],
  viewer: ['read'],
};

function isRole(value: string): boolean {
  return false;
}

function can(role: Role, permission: Permission): boolean {
  return false;
}

function rolesWith(permission: Permission): Role[] {
  return [];
}
