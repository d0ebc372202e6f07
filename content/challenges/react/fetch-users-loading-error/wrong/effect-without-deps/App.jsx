// Plausible mistake: the effect has no dependency array, so every render requests the users again.
import { useEffect, useState } from 'react';
import axios from 'axios';

function App() {
  const [users, setUsers] = useState([]);
  const [status, setStatus] = useState('loading');
  const [error, setError] = useState('');
  const [, setAttempt] = useState(0);

  useEffect(() => {
    axios
      .get('/api/users')
      .then((response) => {
        setUsers(response.data);
        setStatus('done');
      })
      .catch((err) => {
        setError(err.message);
        setStatus('error');
      });
  });

  let content;
  if (status === 'loading') {
    content = <p role="status">Loading users...</p>;
  } else if (status === 'error') {
    content = (
      <>
        <p role="alert">Could not load users: {error}</p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </>
    );
  } else if (users.length === 0) {
    content = <p>No users yet</p>;
  } else {
    content = (
      <ul aria-label="Users">
        {users.map((user) => (
          <li key={user.id}>{user.name}</li>
        ))}
      </ul>
    );
  }

  return (
    <div className="users">
      <h1>Users</h1>
      {content}
    </div>
  );
}
