// Plausible mistake: Object.fromEntries keeps only the last value of a repeated name, so two checked
// topics come out as one string.
const form = document.getElementById('registration');
const output = document.getElementById('output');
const nameError = document.getElementById('name-error');
const topicsError = document.getElementById('topics-error');

function serializeForm(formElement) {
  const data = Object.fromEntries(new FormData(formElement));
  for (const name of Object.keys(data)) {
    if (typeof data[name] === 'string') data[name] = data[name].trim();
  }
  return data;
}

function validate(data) {
  return {
    fullName: data.fullName ? '' : 'Enter your name',
    topics: data.topics ? '' : 'Choose at least one topic',
  };
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const data = serializeForm(form);
  const errors = validate(data);
  nameError.textContent = errors.fullName;
  topicsError.textContent = errors.topics;
  form.elements.fullName.setAttribute('aria-invalid', String(errors.fullName !== ''));
  const valid = errors.fullName === '' && errors.topics === '';
  output.textContent = valid ? JSON.stringify(data, null, 2) : '';
});
