test('an Error gives its message', () => {
  expect(getErrorMessage(new Error('Network is down'))).toBe('Network is down');
  expect(getErrorMessage(new TypeError('total is not a function'))).toBe('total is not a function');
});

test('an API error gives its message and status', () => {
  expect(getErrorMessage({ status: 404, message: 'Not found' })).toBe('Not found (status 404)');
});

test('a string is shown as it is', () => {
  expect(getErrorMessage('Session expired')).toBe('Session expired');
});

test('anything else gives the general message', () => {
  expect(getErrorMessage(null)).toBe('Something went wrong');
  expect(getErrorMessage(undefined)).toBe('Something went wrong');
  expect(getErrorMessage(42)).toBe('Something went wrong');
  expect(getErrorMessage({ code: 'E_FAIL' })).toBe('Something went wrong');
});

test('isApiError accepts an API error and refuses other values', () => {
  expect(isApiError({ status: 500, message: 'Server error' })).toBe(true);
  expect(isApiError({ message: 'Server error' })).toBe(false);
  expect(isApiError(null)).toBe(false);
  expect(isApiError('Server error')).toBe(false);
});

test('attempt returns null, or the message of what was thrown', () => {
  expect(attempt(() => {})).toBeNull();
  expect(
    attempt(() => {
      throw new Error('Disk full');
    }),
  ).toBe('Disk full');
  expect(
    attempt(() => {
      throw { status: 503, message: 'Try again later' };
    }),
  ).toBe('Try again later (status 503)');
});
