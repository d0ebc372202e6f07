test('special characters in values', { description: 'Values with spaces or slashes are URL-encoded by buildPath, and decoded again by matchPath.' }, () => {
  expect(buildPath('/search/:query', { query: 't shirt/red' })).toBe('/search/t%20shirt%2Fred');
  expect(matchPath('/search/:query', '/search/t%20shirt%2Fred')).toEqual({ query: 't shirt/red' });
});

test('missing or extra parts', { description: 'A URL with more parts than the pattern, fewer parts, or an empty parameter does not match.' }, () => {
  expect(matchPath('/users/:id', '/users/42/posts')).toBeNull();
  expect(matchPath('/users/:id/posts', '/users/42')).toBeNull();
  expect(matchPath('/users/:id', '/users/')).toBeNull();
});
