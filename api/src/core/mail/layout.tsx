// The frame every e-mail shares (React Email): the brand line, one column of text, a call to
// action and a quiet footer, with inline styles that mail clients keep. `renderMail` turns one
// template into the HTML part and the plain-text part, so the two never say different things.
import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { ReactElement, ReactNode } from 'react'

const brand = '#0f766e'
const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

export const styles = {
  text: { fontSize: '16px', lineHeight: '24px', color: '#1f2933', margin: '0 0 16px' },
  facts: {
    fontSize: '16px',
    lineHeight: '24px',
    color: '#1f2933',
    margin: '0 0 16px',
    padding: '12px 16px',
    backgroundColor: '#f0fdfa',
    borderRadius: '8px',
  },
  muted: { fontSize: '13px', lineHeight: '20px', color: '#52606d', margin: '0' },
} as const

export function MailLayout(props: { preview: string; children: ReactNode; footer: string }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: '#f4f6f8', fontFamily: font, margin: '0', padding: '24px 0' }}>
        <Container style={{ maxWidth: '480px', backgroundColor: '#ffffff', borderRadius: '12px', padding: '24px' }}>
          <Text style={{ fontSize: '20px', fontWeight: 700, color: brand, margin: '0 0 16px' }}>Gather</Text>
          {props.children}
          <Hr style={{ borderColor: '#e4e7eb', margin: '24px 0 16px' }} />
          <Text style={styles.muted}>{props.footer}</Text>
        </Container>
      </Body>
    </Html>
  )
}

/** The call to action: a button in HTML, "label: url" on its own line in the text part. */
export function Action({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: brand,
          color: '#ffffff',
          fontSize: '16px',
          fontWeight: 600,
          padding: '12px 20px',
          borderRadius: '8px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  )
}

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

export async function renderMail(subject: string, template: ReactElement): Promise<RenderedMail> {
  // The renderer (React's server renderer, an HTML-to-text converter) loads with the first mail.
  const { render } = await import('@react-email/render')
  const [html, text] = await Promise.all([render(template), render(template, { plainText: true })])
  return { subject, html, text: `${text.trim()}\n` }
}
