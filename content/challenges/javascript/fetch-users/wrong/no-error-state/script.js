// Plausible mistake: no catch, so a failed request leaves "Loading..." and a disabled button.
const loadButton = document.getElementById('load-users');
const statusLine = document.getElementById('status');
const userList = document.getElementById('user-list');

loadButton.addEventListener('click', async () => {
  loadButton.disabled = true;
  statusLine.textContent = 'Loading...';
  const response = await axios.get('/api/users');
  userList.replaceChildren(
    ...response.data.map((user) => {
      const item = document.createElement('li');
      item.textContent = `${user.name} (${user.email})`;
      return item;
    }),
  );
  statusLine.textContent = '';
  loadButton.disabled = false;
});
