const form = document.getElementById('filters');
const count = document.getElementById('count');
const list = document.getElementById('courses');

function buildCoursesUrl({ q, level, free }) {
  // TODO: add the filters that are set as a query string.
  return '/api/courses';
}

async function loadCourses() {
  const url = buildCoursesUrl({
    q: form.elements.q.value,
    level: form.elements.level.value,
    free: form.elements.free.checked,
  });
  const response = await fetch(url);
  const courses = await response.json();
  list.innerHTML = courses.map((course) => `<li>${course.title}</li>`).join('');
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  loadCourses();
});

loadCourses();
