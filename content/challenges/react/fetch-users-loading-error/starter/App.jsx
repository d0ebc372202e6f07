import { useEffect, useState } from 'react';
import axios from 'axios';

function App() {
  // Keep the users, the loading flag and the error in state,
  // and request '/api/users' with axios.get in an effect when the component mounts.
  return (
    <div className="users">
      <h1>Users</h1>
      <p role="status">Loading users...</p>
    </div>
  );
}
