// Plausible mistake: no .catch, so a failed request leaves "Loading users..." on screen forever.
import { useEffect, useState } from 'react';
import axios from 'axios';

function App() {
  const [users, setUsers] = useState([]);
  const [status, setStatus] = useState('loading');
  const [error] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setStatus('loading');
    axios.get('/api/users').then((response) => {
      setUsers(response.data);
      setStatus('done');
    });
  }, [attempt]);

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
