const input = document.getElementById('new-todo');
const addButton = document.getElementById('add-todo');
const list = document.getElementById('todo-list');

function addTask() {
  // Read and trim input.value, then build the <li> described in the instructions.
}

addButton.addEventListener('click', addTask);
// Also call addTask when Enter is pressed in the field (listen for 'keydown').
