const loadButton = document.getElementById('load-users');
const statusLine = document.getElementById('status');
const userList = document.getElementById('user-list');

function showUsers(users) {
  const items = users.map((user) => {
    const item = document.createElement('li');
    item.textContent = `${user.name} (${user.email})`;
    return item;
  });
  userList.replaceChildren(...items);
}

loadButton.addEventListener('click', async () => {
  loadButton.disabled = true;
  statusLine.textContent = 'Loading...';
  try {
    const response = await axios.get('/api/users');
    showUsers(response.data);
    statusLine.textContent = '';
  } catch {
    userList.replaceChildren();
    statusLine.textContent = 'Could not load users. Try again.';
  } finally {
    loadButton.disabled = false;
  }
});
