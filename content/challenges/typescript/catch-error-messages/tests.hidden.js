test('a status that is not a number', { description: 'An object whose status is not a number is not treated as an API error.' }, () => {
  expect(isApiError({ status: '404', message: 'Not found' })).toBe(false);
  expect(getErrorMessage({ status: '404', message: 'Not found' })).toBe('Something went wrong');
});

test('an empty string', { description: 'A thrown string with no text in it gives the general message.' }, () => {
  const thrownEmpty = () => {
    throw '';
  };
  expect(getErrorMessage('')).toBe('Something went wrong');
  expect(attempt(thrownEmpty)).toBe('Something went wrong');
});
