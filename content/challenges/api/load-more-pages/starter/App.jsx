import { useEffect, useState } from 'react';

export default function App() {
  const [courses, setCourses] = useState([]);

  useEffect(() => {
    fetch('/api/courses?page=1')
      .then((response) => response.json())
      .then((data) => setCourses(data.items));
  }, []);

  return (
    <main>
      <h1>Courses</h1>
      <ul>
        {courses.map((course) => (
          <li key={course.id}>{course.title}</li>
        ))}
      </ul>
      <button type="button">Load more</button>
    </main>
  );
}
