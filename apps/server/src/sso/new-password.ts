/** The rules for a password someone chooses (invitation, password reset), with their Norwegian messages. */
import { passwordMinLength } from '@vev/shared';

export const newPasswordMessages = {
  passwordTooShort: `Passordet må ha minst ${passwordMinLength} tegn.`,
  passwordsDiffer: 'Passordene er ikke like.',
} as const;

/** What is wrong with the chosen password and its repetition, or null when they will do. */
export function newPasswordProblem(password: string, repeated: string | undefined): string | null {
  if (password.length < passwordMinLength) return newPasswordMessages.passwordTooShort;
  if (password !== repeated) return newPasswordMessages.passwordsDiffer;
  return null;
}
