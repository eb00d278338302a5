import { describe, expect, it } from 'vitest'
import { passwordChecks } from './password'

describe('password strength', () => {
  it('needs length 8 and a score of 4 of the five checks', () => {
    expect(passwordChecks('Sunny-day42').strong).toBe(true)
    expect(passwordChecks('sunnyday42!').strong).toBe(true) // no uppercase: 4 of 5
    expect(passwordChecks('sunnyday42').strong).toBe(false) // 3 of 5
    expect(passwordChecks('Ab1!').strong).toBe(false) // 4 of 5 but too short
    expect(passwordChecks('Ab1!').score).toBe(4)
  })
})
