type Route = { path: string; title: string; auth: boolean };

const routes: Record<'home' | 'dashboard' | 'profile', Route> = {
  home: { path: '/', title: 'Home', auth: false },
  dashboard: { path: '/dashboard', title: 'Dashboard', auth: true },
  profile: { path: '/profile', title: 'Profile', auth: true },
};

type RouteName = keyof typeof routes;

function pathOf(name: RouteName): string {
  return routes[name].path;
}

function protectedRoutes(): RouteName[] {
  return (Object.keys(routes) as RouteName[]).filter((name) => routes[name].auth);
}
