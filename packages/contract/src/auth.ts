import { z } from 'zod';
import { messages } from './messages.ts';
import { userSchema } from './user.ts';

/** E-mail as every form and endpoint takes it: trimmed, lower-cased, e-mail shaped. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email(messages.invalidEmail));

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** A new password, as sign-up, reset and change take it. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, messages.passwordTooShort)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const registerRequestSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, 'Please enter your full name')
    .max(80, 'Full name must be at most 80 characters'),
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password').max(PASSWORD_MAX),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const googleAuthRequestSchema = z.object({
  tokenId: z.string().min(1).max(4096),
});

export const authResponseSchema = z.object({ message: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** What the login page needs to know before it renders. */
export const authConfigResponseSchema = z.object({ googleClientId: z.string().nullable() });
export type AuthConfigResponse = z.infer<typeof authConfigResponseSchema>;
