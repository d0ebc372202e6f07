test('pathOf gives each route’s path', () => {
  expect(pathOf('home')).toBe('/');
  expect(pathOf('dashboard')).toBe('/dashboard');
  expect(pathOf('profile')).toBe('/profile');
});

test('protectedRoutes lists the routes that need auth, in order', () => {
  expect(protectedRoutes()).toEqual(['dashboard', 'profile']);
});
