test('buildPath puts the values in place of the parameters', () => {
  expect(buildPath('/users/:id/posts/:postId', { id: '42', postId: '7' })).toBe('/users/42/posts/7');
  expect(buildPath('/teams/:team', { team: 'red' })).toBe('/teams/red');
});

test('a path without parameters stays as it is', () => {
  expect(buildPath('/about', {})).toBe('/about');
});

test('matchPath returns the parameters of a matching URL', () => {
  expect(matchPath('/users/:id/posts/:postId', '/users/42/posts/7')).toEqual({ id: '42', postId: '7' });
  expect(matchPath('/about', '/about')).toEqual({});
});

test('matchPath returns null when a fixed part differs', () => {
  expect(matchPath('/users/:id', '/teams/42')).toBeNull();
  expect(matchPath('/users/:id/posts/:postId', '/users/42/comments/7')).toBeNull();
});
