const button = document.getElementById('like');
const count = document.getElementById('likes');
const error = document.getElementById('error');

button.addEventListener('click', async () => {
  const liked = button.getAttribute('aria-pressed') !== 'true';
  const response = await fetch('/api/posts/7/like', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ liked }),
  });
  const saved = await response.json();
  button.setAttribute('aria-pressed', String(saved.liked));
  count.textContent = String(saved.likes);
});
