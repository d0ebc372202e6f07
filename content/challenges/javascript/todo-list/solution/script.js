const input = document.getElementById('new-todo');
const addButton = document.getElementById('add-todo');
const list = document.getElementById('todo-list');

function createTask(text) {
  const item = document.createElement('li');

  const label = document.createElement('label');
  const checkbox = document.createElement('input');
  checkbox.type = 'checkbox';
  const span = document.createElement('span');
  span.textContent = text;
  label.append(checkbox, ' ', span);

  const remove = document.createElement('button');
  remove.type = 'button';
  remove.textContent = 'Delete';

  checkbox.addEventListener('change', () => {
    item.classList.toggle('done', checkbox.checked);
  });
  remove.addEventListener('click', () => {
    item.remove();
  });

  item.append(label, remove);
  return item;
}

function addTask() {
  const text = input.value.trim();
  if (text === '') return;
  list.append(createTask(text));
  input.value = '';
}

addButton.addEventListener('click', addTask);
input.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') addTask();
});
