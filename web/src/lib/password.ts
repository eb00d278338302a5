// The signup strength rule (the server enforces the same).
export const specialCharacters = /[!@#$%^&*(),.?":{}|<>]/

export function passwordChecks(password: string) {
  const checks = [
    { key: 'length', label: 'At least 8 characters', ok: password.length >= 8 },
    { key: 'uppercase', label: 'One uppercase letter', ok: /[A-Z]/.test(password) },
    { key: 'lowercase', label: 'One lowercase letter', ok: /[a-z]/.test(password) },
    { key: 'number', label: 'One number', ok: /\d/.test(password) },
    { key: 'special', label: 'One special character', ok: specialCharacters.test(password) },
  ]
  const score = checks.filter((c) => c.ok).length
  return { checks, score, strong: password.length >= 8 && score >= 4 }
}
