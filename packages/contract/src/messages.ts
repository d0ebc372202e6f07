/**
 * Every user-facing string that the product spec quotes, written once. Both the server and the
 * web app import these so the wording can only change in one place.
 */
export const messages = {
  loginRequired: 'Please log in to access this page.',
  notFoundTitle: 'Oops! Page not found',
  returnHome: 'Return to Home',
  somethingWentWrong: 'Something went wrong. Please try again.',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordMismatch: 'password not match',
  fillAllFields: 'Please fill in all fields',
  signupFailed: 'Signup failed',
  errorOccurred: 'An error occurred',
  loginFailed: 'Something went wrong during login. Please try again.',
  googleSignInFailed: 'Google Sign-in failed. Please try again',
  googleLoggedIn: "You're logged in",
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists. Log in instead.',
  tooManyRequests: 'Too Many Requests',
  registered: 'Your account is ready. Welcome aboard!',
  loggedIn: 'Welcome back!',
  loggedOut: 'You are signed out.',
  notLoggedIn: 'Please log in to continue.',
  googleNotConfigured: 'Google sign-in is not available on this server.',
  googleTokenRejected: 'Google sign-in could not be verified. Please try again.',
} as const;
