test('a warning is urgent', { description: 'A warning is announced at once, like an error.' }, () => {
  render(React.createElement(Alert, { variant: 'warning', title: 'Storage almost full' }, 'Free some space.'));
  expect(screen.getByRole('alert')).toHaveTextContent('Storage almost full');
  expect(screen.queryByRole('status')).toBeNull();
});

test('elements as children', { description: 'The message can be elements (a link), not only text.' }, () => {
  const link = React.createElement('a', { href: '/plans' }, 'Upgrade your plan');
  render(React.createElement(Alert, { variant: 'info', title: 'Trial ends soon' }, link));
  expect(within(screen.getByRole('status')).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/plans');
});
