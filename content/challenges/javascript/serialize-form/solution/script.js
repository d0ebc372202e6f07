const form = document.getElementById('registration');
const output = document.getElementById('output');
const nameError = document.getElementById('name-error');
const topicsError = document.getElementById('topics-error');

function serializeForm(formElement) {
  const data = {};
  for (const [name, raw] of new FormData(formElement)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (!Object.hasOwn(data, name)) {
      data[name] = value;
    } else if (Array.isArray(data[name])) {
      data[name].push(value);
    } else {
      data[name] = [data[name], value];
    }
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
