test('the live region is there before the first toast', { description: 'The announcing region is on the page from the start, so the first toast is announced too.' }, () => {
  expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
});
