// Plausible mistake: only ever writes messages for invalid fields, so fixed mistakes stay shown.
const emailInput = document.getElementById('email');
const passwordInput = document.getElementById('password');
const confirmInput = document.getElementById('confirm');
const signupButton = document.getElementById('signup');
const statusLine = document.getElementById('form-status');

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fail(input, message) {
  document.getElementById(`${input.id}-error`).textContent = message;
  input.setAttribute('aria-invalid', 'true');
}

signupButton.addEventListener('click', () => {
  let valid = true;
  const email = emailInput.value.trim();
  if (email === '') {
    fail(emailInput, 'Email is required');
    valid = false;
  } else if (!EMAIL_PATTERN.test(email)) {
    fail(emailInput, 'Enter a valid email address');
    valid = false;
  }
  if (passwordInput.value.length < 8) {
    fail(passwordInput, 'Password must be at least 8 characters');
    valid = false;
  }
  if (confirmInput.value !== passwordInput.value) {
    fail(confirmInput, 'Passwords do not match');
    valid = false;
  }
  statusLine.textContent = valid ? 'Welcome aboard!' : '';
});
