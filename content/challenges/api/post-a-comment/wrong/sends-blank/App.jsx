import { useEffect, useState } from 'react';

export default function App() {
  const [comments, setComments] = useState([]);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetch('/api/comments')
      .then((response) => response.json())
      .then(setComments);
  }, []);

  async function submit(event) {
    event.preventDefault();
    const trimmed = text.trim();
    setSending(true);
    setFailed(false);
    try {
      const response = await fetch('/api/comments', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: trimmed }),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      // The server's copy has the id and the author's name: show that, not what was typed.
      const saved = await response.json();
      setComments((current) => [...current, saved]);
      setText('');
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
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
        {failed && <p role="alert">Your comment was not posted. Please try again.</p>}
        <button type="submit" disabled={sending}>
          {sending ? 'Posting…' : 'Post'}
        </button>
      </form>
    </main>
  );
}
