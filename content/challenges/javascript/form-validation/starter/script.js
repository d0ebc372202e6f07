const emailInput = document.getElementById('email');
const passwordInput = document.getElementById('password');
const confirmInput = document.getElementById('confirm');
const signupButton = document.getElementById('signup');
const statusLine = document.getElementById('form-status');

signupButton.addEventListener('click', () => {
  // 1. Work out the message for each field ('' when the field is valid).
  // 2. Put it in #email-error, #password-error, #confirm-error and set aria-invalid.
  // 3. Show 'Welcome aboard!' in statusLine when there are no messages.
});
