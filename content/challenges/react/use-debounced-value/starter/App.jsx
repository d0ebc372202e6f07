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
  // Keep the debounced value in state and update it from a timer in an effect.
  return value;
}

function CourseSearch({ courses, onSearch }) {
  const [text, setText] = useState('');
  // Filter the courses by the debounced, trimmed text, show the status and call onSearch.
  return (
    <div className="course-search">
      <label htmlFor="course-query">Search courses</label>
      <input
        id="course-query"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <ul>
        {courses.map((course) => (
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
