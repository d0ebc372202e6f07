import { useState } from 'react';

export default function App() {
  const [tags, setTags] = useState(['react']);
  return (
    <form>
      <input />
      <ul>
        {tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
    </form>
  );
}
