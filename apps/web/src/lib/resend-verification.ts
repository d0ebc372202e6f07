/**
 * Moved to lib/api/resend-verification.ts. This re-export only serves features/auth, which is
 * being rewritten on another branch; remove it when that branch imports the new path.
 */
export { resendVerification } from './api/resend-verification.ts';
