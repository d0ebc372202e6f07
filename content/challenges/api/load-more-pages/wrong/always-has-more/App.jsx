import { useEffect, useState } from 'react';

export default function App() {
  const [courses, setCourses] = useState([]);
  const [nextPage, setNextPage] = useState(1);
  const [hasMore, setHasMore] = useState(true);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function loadPage(page) {
    setLoading(true);
    setFailed(false);
    try {
      const response = await fetch(`/api/courses?page=${page}`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const data = await response.json();
      setCourses((shown) => [...shown, ...data.items]);
      setHasMore(data.items.length > 0);
      setNextPage(page + 1);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  useEffect(() => {
    loadPage(1);
  }, []);

  return (
    <main>
      <h1>Courses</h1>
      <ul>
        {courses.map((course) => (
          <li key={course.id}>{course.title}</li>
        ))}
      </ul>
      {failed && <p role="alert">Could not load more courses.</p>}
      {hasMore && (
        <button type="button" disabled={loading} onClick={() => loadPage(nextPage)}>
          {loading ? 'Loading…' : 'Load more'}
        </button>
      )}
    </main>
  );
}
