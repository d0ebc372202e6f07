// The component is mounted afresh before each test.
test('the error alert is announced with role alert', () => {
  const alert = screen.getByRole('alert');
  expect(within(alert).getByText('Payment failed').tagName).toBe('STRONG');
  expect(alert).toHaveTextContent('Check your card details and try again.');
});

test('the success alert is a status with its title and message', () => {
  const status = screen.getByRole('status');
  expect(within(status).getByText('Profile saved').tagName).toBe('STRONG');
  expect(status).toHaveTextContent('Your changes are live.');
});

test('an alert without onDismiss has no Dismiss button', () => {
  expect(within(screen.getByRole('alert')).queryByRole('button')).toBeNull();
});

test('Dismiss hides the alert and calls onDismiss once', async () => {
  const onDismiss = createSpy();
  render(
    React.createElement(
      Alert,
      { variant: 'info', title: 'New version', onDismiss },
      'Reload to update.',
    ),
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByText('New version')).toBeNull();
  expect(onDismiss).toHaveBeenCalledTimes(1);
});
