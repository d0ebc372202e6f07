async function getLesson(id) {
  const response = await fetch(`/api/lessons/${id}`);
  return response.json();
}

for (const button of document.querySelectorAll('[data-lesson]')) {
  button.addEventListener('click', async () => {
    const lesson = await getLesson(button.dataset.lesson);
    document.getElementById('lesson').textContent = `${lesson.title} · ${lesson.minutes} min`;
  });
}
