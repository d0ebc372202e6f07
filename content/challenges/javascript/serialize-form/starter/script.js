const form = document.getElementById('registration');
const output = document.getElementById('output');
const nameError = document.getElementById('name-error');
const topicsError = document.getElementById('topics-error');

function serializeForm(formElement) {
  // Build a plain object from new FormData(formElement):
  // trimmed strings, and an array for a name that appears more than once.
  return {};
}

form.addEventListener('submit', (event) => {
  event.preventDefault(); // keep the page from reloading
  // 1. const data = serializeForm(form);
  // 2. check the name and the topics, show the messages;
  // 3. if all is well, show JSON.stringify(data, null, 2) in #output, otherwise empty it.
});
