const list = document.getElementById('comments');
const error = document.getElementById('error');

async function remove(id) {
  if (!window.confirm('Delete this comment?')) return;
  const response = await fetch(`/api/comments/${id}`, { method: 'DELETE' });
  if (!response.ok) {
    error.textContent = 'Could not delete the comment.';
    return;
  }
  error.textContent = '';
  await loadComments();
}

async function loadComments() {
  const comments = await (await fetch('/api/comments')).json();
  list.replaceChildren(
    ...comments.map((comment) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Delete';
      button.setAttribute('aria-label', `Delete comment ${comment.id}`);
      button.addEventListener('click', () => remove(comment.id));
      item.append(`${comment.text} `, button);
      return item;
    }),
  );
}

loadComments();
