const button = document.getElementById('like');
const count = document.getElementById('likes');
const error = document.getElementById('error');
let saving = false;

function show(liked, likes) {
  button.setAttribute('aria-pressed', String(liked));
  count.textContent = String(likes);
}

button.addEventListener('click', async () => {
  const before = { liked: button.getAttribute('aria-pressed') === 'true', likes: Number(count.textContent) };
  const liked = !before.liked;
  // Optimistic: the page changes now, the server confirms later.
  show(liked, before.likes + (liked ? 1 : -1));
  saving = true;
  try {
    const response = await fetch('/api/posts/7/like', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ liked }),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const saved = await response.json();
    show(saved.liked, saved.likes);
    error.textContent = '';
  } catch {
    show(before.liked, before.likes);
    error.textContent = 'Could not save your like.';
  } finally {
    saving = false;
  }
});
