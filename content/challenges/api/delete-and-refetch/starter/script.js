const list = document.getElementById('comments');
const error = document.getElementById('error');

async function loadComments() {
  const comments = await (await fetch('/api/comments')).json();
  list.innerHTML = comments.map((comment) => `<li>${comment.text}</li>`).join('');
}

loadComments();
