const loadButton = document.getElementById('load-users');
const statusLine = document.getElementById('status');
const userList = document.getElementById('user-list');

loadButton.addEventListener('click', async () => {
  // 1. Show 'Loading...' and disable the button.
  // 2. try { const response = await axios.get('/api/users'); ... } catch (error) { ... }
  // 3. Enable the button again, whatever happened.
});
