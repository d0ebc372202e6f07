import { useState } from 'react';

export default function App() {
  const [tags, setTags] = useState(['react']);
  const [text, setText] = useState('');

  function add(event) {
    event.preventDefault();
    const tag = text.trim().toLowerCase();
    if (tag) setTags([...tags, tag]);
    setText('');
  }

  return (
    <form onSubmit={add}>
      <label htmlFor="tag">Add a skill</label>
      <input id="tag" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit">Add</button>
      <ul className="tags" aria-label="Skills">
        {tags.map((tag) => (
          <li key={tag}>
            {tag}
            <button type="button" aria-label={`Remove ${tag}`} onClick={() => setTags(tags.filter((t) => t !== tag))}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </form>
  );
}
