import { z } from 'zod';
import { PASSWORD_MAX, emailSchema, newPasswordSchema } from './auth.ts';
import {
  EDITOR_FONT_SIZE_MAX,
  EDITOR_FONT_SIZE_MIN,
  EDITOR_THEMES,
  type EditorPreferences,
} from './editor-preferences.ts';
import { messages } from './messages.ts';

/** The token of a mailed link: 256 random bits, base64url. */
const linkTokenSchema = z
  .string()
  .trim()
  .min(1, messages.invalidOrExpiredLink)
  .max(200, messages.invalidOrExpiredLink);

export const verifyEmailRequestSchema = z.object({ token: linkTokenSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.object({
  token: linkTokenSchema,
  password: newPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(PASSWORD_MAX),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  /** Browser and system, read from the User-Agent ('Chrome on Windows'). */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the device asking. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof sessionSchema>;

export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

export const sessionParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const deleteAccountRequestSchema = z.object({
  /** The account's e-mail address, typed to confirm. */
  email: z.string().trim().toLowerCase().max(254),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

const fontSizeRange = `Font size must be ${EDITOR_FONT_SIZE_MIN} to ${EDITOR_FONT_SIZE_MAX}`;

/** The editor settings as the API takes and answers them (editor-preferences.ts). */
export const editorPreferencesSchema = z.object({
  fontSize: z
    .number()
    .int('Font size must be a whole number')
    .min(EDITOR_FONT_SIZE_MIN, fontSizeRange)
    .max(EDITOR_FONT_SIZE_MAX, fontSizeRange),
  tabSize: z.union([z.literal(2), z.literal(4)], { error: 'Tab size must be 2 or 4' }),
  lineWrap: z.boolean({ error: 'Line wrap must be true or false' }),
  theme: z.enum(EDITOR_THEMES, { error: "Theme must be 'site', 'light' or 'dark'" }),
}) satisfies z.ZodType<EditorPreferences>;
