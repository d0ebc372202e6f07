import { useState } from 'react';

const LESSONS = Array.from({ length: 23 }, (_, index) => `Lesson ${index + 1}`);

function App() {
  // Keep the current page and the page size in state and show only that page's lessons.
  return (
    <div className="lessons">
      <label>
        Per page{' '}
        <select defaultValue="5">
          <option value="5">5</option>
          <option value="10">10</option>
        </select>
      </label>
      <ul aria-label="Lessons">
        {LESSONS.map((lesson) => (
          <li key={lesson}>{lesson}</li>
        ))}
      </ul>
      <nav aria-label="Pagination">
        <button type="button">Previous</button>
        <button type="button">Next</button>
      </nav>
    </div>
  );
}
