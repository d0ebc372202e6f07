// Overfit: the page buttons are written for 5 per page, so 10 per page still shows Page 4 and 5.
import { useState } from 'react';

const LESSONS = Array.from({ length: 23 }, (_, index) => `Lesson ${index + 1}`);

function App() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(5);

  const pageCount = Math.max(1, Math.ceil(LESSONS.length / pageSize));
  const start = (page - 1) * pageSize;
  const visible = LESSONS.slice(start, start + pageSize);
  const pages = [1, 2, 3, 4, 5];

  const changePageSize = (event) => {
    setPageSize(Number(event.target.value));
    setPage(1);
  };

  return (
    <div className="lessons">
      <label>
        Per page{' '}
        <select value={pageSize} onChange={changePageSize}>
          <option value="5">5</option>
          <option value="10">10</option>
        </select>
      </label>
      <ul aria-label="Lessons">
        {visible.map((lesson) => (
          <li key={lesson}>{lesson}</li>
        ))}
      </ul>
      <p>
        Page {page} of {pageCount}
      </p>
      <nav aria-label="Pagination">
        <button type="button" onClick={() => setPage(page - 1)} disabled={page === 1}>
          Previous
        </button>
        {pages.map((number) => (
          <button
            key={number}
            type="button"
            aria-label={`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => setPage(number)}
          >
            {number}
          </button>
        ))}
        <button type="button" onClick={() => setPage(page + 1)} disabled={page === pageCount}>
          Next
        </button>
      </nav>
    </div>
  );
}
