/**
 * Every user-facing string that docs/product.md quotes, written once. Both the server and the
 * web app import these so the wording can only change in one place.
 */
export const messages = {
  loginRequired: 'Please log in to access this page.',
  notFoundTitle: 'Oops! Page not found',
  returnHome: 'Return to Home',
  somethingWentWrong: 'Something went wrong. Please try again.',
  /** The team inbox: a person's page whose id names nobody (a 404, or an address that is no id). */
  noSuchPerson: 'This person is not in the inbox.',
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
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  invalidPhone: 'Please enter a valid phone number',
  contactNameTooShort: 'Name must be at least 2 characters',
  contactSubjectTooShort: 'Subject must be at least 5 characters',
  contactMessageTooShort: 'Message must be at least 10 characters',
  enrollmentSubmittedTitle: 'Enrollment Submitted!',
  enrollmentSubmittedText: "We'll contact you shortly.",
  enrollmentFailedTitle: 'Error',
  enrollmentFailedText: 'Failed to submit enrollment. Please try again later.',
  contactSentTitle: 'Message Sent!',
  contactSentText: "We'll get back to you as soon as possible.",
  contactFailedTitle: 'Error',
  contactFailedText: 'Failed to send message. Please try again later.',
  adminOnly: 'Only the team can see this page.',
  staffOnly: 'Only the team and mentors can see this page.',
  invalidLink: 'Please enter a link starting with http:// or https://',
  bioTooLong: 'You can write up to 255 characters.',
  invalidPdf: 'Please upload a valid PDF file!',
  imageUploadFailed: 'Failed to upload image. Try again.',
  referralNeedsName: 'Something went wrong. Please check user info.',
  userNameTaken: 'This username is taken. Please choose another.',
  userNameChangeLimit: 'You have used all 4 username changes.',
  profileSaved: 'Profile updated successfully.',

  // Trusted accounts: verified e-mail, passwords, sessions, limits (not quoted by the spec).
  verifyEmailBanner: 'Please verify your e-mail address',
  verificationSent: 'We sent a new verification link to your e-mail address.',
  emailVerified: 'Your e-mail address is verified.',
  emailAlreadyVerified: 'Your e-mail address is already verified.',
  invalidOrExpiredLink: 'This link is invalid or has expired. Please ask for a new one.',
  resetRequested:
    'If an account exists for that e-mail address, we sent it a link to reset the password. The link works for 1 hour.',
  passwordResetDone: 'Your password has been reset and you are logged in.',
  passwordChanged: 'Your password has been changed. Your other devices were signed out.',
  wrongCurrentPassword: 'Your current password is not correct.',
  noPasswordYet:
    'Your account has no password yet. Use "Forgot password?" on the login page to set one.',
  newPasswordSameAsOld: 'Choose a new password that differs from the current one.',
  sessionEnded: 'That device has been signed out.',
  sessionNotFound: 'That session has already ended.',
  otherSessionsEnded: 'Every other device has been signed out.',
  deleteConfirmMismatch: 'Type your e-mail address exactly as shown to confirm.',
  accountDeleted: 'Your account and everything stored about it have been deleted.',
  tooManyLoginFailures:
    'Too many failed attempts. Please wait a few minutes, or reset your password.',
  adminNeedsVerifiedEmail: 'Verify your e-mail address to open the team inbox.',
  imageTooLarge: 'This image is too large.',
  imageUnreadable: 'This image could not be read. Please upload a PNG, JPEG, WebP or GIF file.',
  uploadNotYours: 'Please upload this file from your own account.',
  mailRetried: 'The mail will be sent again now.',

  // Public profiles (issue #14).
  showProfilePublicly: 'Show my profile publicly',
  /** One answer for a missing and a private profile, so nobody can tell which it is. */
  profileNotFound: 'This profile does not exist or is not public.',

  // Fair grading (issue #26): an account's own queue of submissions waiting for the grader.
  tooManyWaitingSubmissions:
    'You already have 4 submissions waiting to be graded. Wait for their results, then submit again.',
  // Lead forms (issue #27, decision 0020; not quoted by the spec).
  enrollmentRepeatTitle: 'Request already received',
  enrollmentRepeatText:
    'We already have your enrollment request from the last 30 days. Our team will contact you shortly.',
  formExpired: 'This form had expired. Please check your details and send it again.',
  tooManyWaitingFromAddress:
    'Too many submissions from your network are waiting to be graded. Please wait a minute, then submit again.',
} as const;
