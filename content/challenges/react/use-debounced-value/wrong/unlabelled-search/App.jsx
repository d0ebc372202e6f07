// Plausible mistake: "Search courses" is a paragraph next to the input, not its label.
import { useEffect, useState } from 'react';

const COURSES = [
  'Accessible forms',
  'CSS Grid in practice',
  'Flexbox basics',
  'JavaScript promises',
  'Node.js streams',
  'React hooks',
  'React testing',
  'TypeScript generics',
];

/** Returns value, but only once it has stopped changing for delay milliseconds. */
function useDebouncedValue(value, delay) {
  const [debounced, setDebounced] = useState(value);

  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delay);
    // A new value (or leaving the page) cancels the wait for the previous one.
    return () => clearTimeout(id);
  }, [value, delay]);

  return debounced;
}

function CourseSearch({ courses, onSearch }) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 300);

  useEffect(() => {
    onSearch(query);
  }, [query, onSearch]);

  const lowerQuery = query.toLowerCase();
  const matches = courses.filter((course) => course.toLowerCase().includes(lowerQuery));
  let status = `${matches.length} courses found`;
  if (matches.length === 1) status = '1 course found';
  if (matches.length === 0) status = 'No courses found';

  return (
    <div className="course-search">
      <p>Search courses</p>
      <input
        id="course-query"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <p role="status">{status}</p>
      <ul>
        {matches.map((course) => (
          <li key={course}>{course}</li>
        ))}
      </ul>
    </div>
  );
}

// In a real app this would send the search to the server or to analytics.
function reportSearch(query) {}

function App() {
  return <CourseSearch courses={COURSES} onSearch={reportSearch} />;
}
