test('the routes have their titles', { description: 'Each route has the title the instructions give.' }, () => {
  expect(Object.values(routes).map((route) => route.title)).toEqual(['Home', 'Dashboard', 'Profile']);
});
