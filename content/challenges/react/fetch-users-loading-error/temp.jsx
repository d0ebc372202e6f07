// The fake API the preview talks to (the tests declare answers of their own). Each request is
// answered after half a second; the first one fails, so the error and Try again can be seen, and
// the next ones list the users. In a block of its own: no name here can clash with App.jsx's.
{
  let loads = 0;
  window.fakeApi.get('/api/users', () => {
    loads += 1;
    if (loads === 1) return window.fakeApi.reply({ delay: 500, networkError: true });
    return window.fakeApi.reply({
      delay: 500,
      json: [
        { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' },
        { id: 2, name: 'Grace Hopper', email: 'grace@example.com' },
      ],
    });
  });
}
