// Plausible mistake: appends the new users to the old list instead of replacing it.
const loadButton = document.getElementById('load-users');
const statusLine = document.getElementById('status');
const userList = document.getElementById('user-list');

loadButton.addEventListener('click', async () => {
  loadButton.disabled = true;
  statusLine.textContent = 'Loading...';
  try {
    const response = await axios.get('/api/users');
    for (const user of response.data) {
      const item = document.createElement('li');
      item.textContent = `${user.name} (${user.email})`;
      userList.append(item);
    }
    statusLine.textContent = '';
  } catch {
    userList.replaceChildren();
    statusLine.textContent = 'Could not load users. Try again.';
  } finally {
    loadButton.disabled = false;
  }
});
