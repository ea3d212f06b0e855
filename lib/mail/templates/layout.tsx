import type { ReactNode } from "react";
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";

// The frame of every mail (issue 20): one column at most 600 px wide that shrinks on a phone, system
// fonts, real text on solid colours (readable with images off), and a footer that says why the reader
// gets it and links to their subscriptions.

export const COLOURS = { ink: "#171717", muted: "#525252", line: "#e5e5e5", accent: "#1d4ed8", left: "#204986", center: "#d4d4d4", right: "#802727" };

const body = { backgroundColor: "#f5f5f5", fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif", margin: 0, padding: "16px 0" };
const container = { backgroundColor: "#ffffff", maxWidth: "600px", width: "100%", margin: "0 auto", padding: "24px" };
const brand = { fontSize: "20px", fontWeight: 700, color: COLOURS.ink, margin: "0 0 16px" };
const footer = { fontSize: "12px", lineHeight: "18px", color: COLOURS.muted, margin: "4px 0" };

export function MailLayout({ preview, siteUrl, children, footerLines }: { preview: string; siteUrl: string; children: ReactNode; footerLines: ReactNode[] }) {
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Text style={brand}>
            <Link href={siteUrl} style={{ color: COLOURS.ink, textDecoration: "none" }}>
              OpenGround
            </Link>
          </Text>
          {children}
          <Hr style={{ borderColor: COLOURS.line, margin: "24px 0 12px" }} />
          <Section>
            {footerLines.map((line, index) => (
              <Text key={index} style={footer}>
                {line}
              </Text>
            ))}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { fontSize: "16px", lineHeight: "24px", color: COLOURS.ink, margin: "0 0 16px" };
export const heading = { fontSize: "22px", lineHeight: "28px", fontWeight: 700, color: COLOURS.ink, margin: "0 0 12px" };
export const button = {
  display: "inline-block",
  backgroundColor: COLOURS.accent,
  color: "#ffffff",
  fontSize: "16px",
  fontWeight: 600,
  padding: "12px 20px",
  borderRadius: "6px",
  textDecoration: "none",
};
