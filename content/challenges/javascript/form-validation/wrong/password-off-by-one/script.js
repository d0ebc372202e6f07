// Plausible mistake: rejects a password of exactly 8 characters (<= instead of <).
const emailInput = document.getElementById('email');
const passwordInput = document.getElementById('password');
const confirmInput = document.getElementById('confirm');
const signupButton = document.getElementById('signup');
const statusLine = document.getElementById('form-status');

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD_LENGTH = 8;

function emailMessage(email) {
  if (email === '') return 'Email is required';
  if (!EMAIL_PATTERN.test(email)) return 'Enter a valid email address';
  return '';
}

function passwordMessage(password) {
  if (password.length <= MIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  return '';
}

function confirmMessage(password, confirmation) {
  return confirmation === password ? '' : 'Passwords do not match';
}

/** Shows the message under the field and marks the field; returns true when it is valid. */
function report(input, message) {
  document.getElementById(`${input.id}-error`).textContent = message;
  input.setAttribute('aria-invalid', String(message !== ''));
  return message === '';
}

signupButton.addEventListener('click', () => {
  const password = passwordInput.value;
  const results = [
    report(emailInput, emailMessage(emailInput.value.trim())),
    report(passwordInput, passwordMessage(password)),
    report(confirmInput, confirmMessage(password, confirmInput.value)),
  ];
  statusLine.textContent = results.every(Boolean) ? 'Welcome aboard!' : '';
});
