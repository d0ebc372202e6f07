import { useEffect, useState } from 'react';

export default function App() {
  const [comments, setComments] = useState([]);
  const [text, setText] = useState('');

  useEffect(() => {
    fetch('/api/comments')
      .then((response) => response.json())
      .then(setComments);
  }, []);

  function submit(event) {
    event.preventDefault();
    // TODO: send the comment to POST /api/comments and show the server's copy.
  }

  return (
    <main>
      <h1>Comments</h1>
      <ul>
        {comments.map((comment) => (
          <li key={comment.id}>
            <strong>{comment.author}</strong>: {comment.text}
          </li>
        ))}
      </ul>
      <form onSubmit={submit}>
        <label htmlFor="comment">Comment</label>
        <textarea id="comment" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit">Post</button>
      </form>
    </main>
  );
}
