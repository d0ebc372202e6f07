const lessons = new Map();

function getLesson(id) {
  const key = String(id);
  if (!lessons.has(key)) {
    const request = fetch(`/api/lessons/${key}`).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    });
    lessons.set(key, request);
  }
  return lessons.get(key);
}

for (const button of document.querySelectorAll('[data-lesson]')) {
  button.addEventListener('click', async () => {
    try {
      const lesson = await getLesson(button.dataset.lesson);
      document.getElementById('lesson').textContent = `${lesson.title} · ${lesson.minutes} min`;
    } catch {
      document.getElementById('lesson').textContent = 'Could not load this lesson.';
    }
  });
}
