type Route = { path: string; title: string; auth: boolean };

const routes = {
  home: { path: '/', title: 'Home', auth: false },
  dashboard: { path: '/dashboard', title: 'Dashboard', auth: true },
  profile: { path: '/profile', title: 'Profile', auth: true },
} as const satisfies Record<string, Route>;

type RouteName = keyof typeof routes;

function pathOf(name: RouteName): string {
  return routes[name].path;
}

function protectedRoutes(): RouteName[] {
  return (Object.keys(routes) as RouteName[]).filter((name) => routes[name].auth);
}
