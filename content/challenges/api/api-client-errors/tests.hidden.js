// Hidden tests: run by the server's grader after tests.js, in the same page.
test(
  'an answer with no content resolves with null',
  {
    description:
      'An OK answer that has no body at all (such as 204 No Content) resolves with null instead of failing.',
  },
  async () => {
    fakeApi.reset();
    fakeApi.delete('/api/enrolments/:id', () => fakeApi.reply({ status: 204 }));
    const outcome = await request('/enrolments/4', { method: 'DELETE' }).then(
      (value) => ({ value }),
      (error) => ({ error: String(error) }),
    );
    expect(outcome).toEqual({ value: null });
  },
);

test(
  'an error answer that is not JSON still gives an ApiError',
  {
    description:
      'An error answer whose body is plain text, not JSON, still rejects with an ApiError with the status, the default message and the text as its data.',
  },
  async () => {
    fakeApi.reset();
    fakeApi.get('/api/courses/:id', () => fakeApi.reply({ status: 502, text: 'Bad gateway' }));
    const error = await request('/courses/1').then(
      () => 'resolved',
      (failure) => failure,
    );
    expect(error.name).toBe('ApiError');
    expect(error instanceof ApiError).toBe(true);
    expect(error.status).toBe(502);
    expect(error.message).toBe('Request failed with status 502');
    expect(error.data).toBe('Bad gateway');
  },
);
