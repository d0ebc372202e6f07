const form = document.getElementById('filters');
const count = document.getElementById('count');
const list = document.getElementById('courses');

function buildCoursesUrl({ q = '', level = '', free = false }) {
  const parts = [];
  if (q.trim() !== '') parts.push(`q=${q.trim()}`);
  if (level !== '') parts.push(`level=${level}`);
  if (free) parts.push('free=true');
  return parts.length === 0 ? '/api/courses' : `/api/courses?${parts.join('&')}`;
}

async function loadCourses() {
  const url = buildCoursesUrl({
    q: form.elements.q.value,
    level: form.elements.level.value,
    free: form.elements.free.checked,
  });
  list.replaceChildren();
  count.textContent = 'Loading…';
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const courses = await response.json();
    for (const course of courses) {
      const item = document.createElement('li');
      item.textContent = course.title;
      list.append(item);
    }
    count.textContent = courses.length === 1 ? '1 course' : `${courses.length} courses`;
  } catch {
    count.textContent = 'Could not load courses.';
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  loadCourses();
});

loadCourses();
