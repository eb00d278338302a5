import { describe, expect, it } from 'vitest'
import { pageTitle } from './page-title'

const at = (path: string) => {
  const url = new URL(path, 'http://x')
  return { pathname: url.pathname, search: url.search }
}

describe('page titles', () => {
  it('names each signed-in screen, then the app', () => {
    expect(pageTitle(at('/'), true)).toBe('Home · Gather')
    expect(pageTitle(at('/create-meetup'), true)).toBe('Create a gather · Gather')
    expect(pageTitle(at('/create-meetup?groupId=1'), true)).toBe('Create a group gather · Gather')
    expect(pageTitle(at('/meetup/abc/manage'), true)).toBe('Manage gather · Gather')
    expect(pageTitle(at('/manage-gather/abc'), true)).toBe('Manage gather · Gather')
    expect(pageTitle(at('/calendar'), true)).toBe('Calendar · Gather')
    expect(pageTitle(at('/reset-password?token=t'), true)).toBe('Choose a new password · Gather')
    expect(pageTitle(at('/join/xyz'), true)).toBe('Join a gather · Gather')
    expect(pageTitle(at('/nowhere'), true)).toBe('Page not found · Gather')
  })

  it('names the visitor screens; unknown paths are the landing page', () => {
    expect(pageTitle(at('/'), false)).toBe('Gather · Meet up. Made simple.')
    expect(pageTitle(at('/nowhere'), false)).toBe('Gather · Meet up. Made simple.')
    expect(pageTitle(at('/login'), false)).toBe('Sign in · Gather')
    expect(pageTitle(at('/forgot-password'), false)).toBe('Forgot password · Gather')
    expect(pageTitle(at('/reset-password?token=t'), false)).toBe('Choose a new password · Gather')
    expect(pageTitle(at('/email-verification?email=a@b.c'), false)).toBe('Check your email · Gather')
    expect(pageTitle(at('/verify-email?token=t'), false)).toBe('Verify your email · Gather')
    expect(pageTitle(at('/verify-email'), false)).toBe('Verify your email · Gather')
    expect(pageTitle(at('/email-verification?token=t'), false)).toBe('Verify your email · Gather')
    expect(pageTitle(at('/proximity/abc'), false)).toBe('Live map · Gather')
  })

  it("names the gather on a gather's screens once it has loaded", () => {
    expect(pageTitle(at('/proximity/abc'), true, 'Friday drinks')).toBe('Friday drinks · Gather')
    expect(pageTitle(at('/join/xyz'), false, 'Friday drinks')).toBe('Friday drinks · Gather')
    expect(pageTitle(at('/meetup/abc/manage'), true, 'Friday drinks')).toBe('Manage Friday drinks · Gather')
    expect(pageTitle(at('/manage-gather/abc'), true, 'Friday drinks')).toBe('Manage Friday drinks · Gather')
    expect(pageTitle(at('/proximity/abc'), true, null)).toBe('Live map · Gather')
    expect(pageTitle(at('/calendar'), true, 'Friday drinks')).toBe('Calendar · Gather')
  })
})
