import { useEffect, useState } from 'react';

function useFetch(url) {
  const [state, setState] = useState({ data: null, error: null, loading: url !== null });

  useEffect(() => {
    if (url === null) {
      setState({ data: null, error: null, loading: false });
      return undefined;
    }
    setState({ data: null, error: null, loading: true });
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`Request failed with status ${response.status}`);
        return response.json();
      })
      .then(
        (data) => {
          setState({ data, error: null, loading: false });
        },
        (error) => {
          setState({ data: null, error, loading: false });
        },
      );
    return undefined;
  }, [url]);

  return state;
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
