type Route = { path: string; title: string; auth: boolean };

const routes: Record<string, Route> = {
  home: { path: '/', title: 'Home', auth: false },
};

type RouteName = string;

function pathOf(name: RouteName): string {
  return routes[name]?.path ?? '/';
}

function protectedRoutes(): RouteName[] {
  return [];
}
