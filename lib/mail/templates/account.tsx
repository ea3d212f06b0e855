import { Button, Link, Text } from "@react-email/components";
import { render } from "@react-email/render";
import type { ReactElement } from "react";
import type { WelcomePart } from "../welcome-series";
import { button, heading, MailLayout, paragraph } from "./layout";

// Account mail (issue 20): verification, the answer to a registration of an address that already has an
// account, password reset and the welcome series. Each is rendered to HTML and a plain-text part.

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

async function both(subject: string, element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}

const accountFooter = (siteUrl: string) => [
  "You get this mail because this address was entered on OpenGround. If that was not you, you can ignore it.",
  <Link key="site" href={siteUrl}>
    {siteUrl.replace(/^https?:\/\//, "")}
  </Link>,
];

export function verificationMail(params: { siteUrl: string; link: string }): Promise<RenderedMail> {
  return both(
    "Confirm your OpenGround account",
    <MailLayout preview="One click to confirm your address." siteUrl={params.siteUrl} footerLines={accountFooter(params.siteUrl)}>
      <Text style={heading}>Confirm your address</Text>
      <Text style={paragraph}>Thanks for creating an OpenGround account. Confirm that this address is yours to finish, and to receive the newsletters you choose.</Text>
      <Button href={params.link} style={button}>
        Confirm my address
      </Button>
      <Text style={paragraph}>The link works for 24 hours. If the button does not work, open this address: {params.link}</Text>
    </MailLayout>,
  );
}

export function existingAccountMail(params: { siteUrl: string; signInLink: string; resetLink: string }): Promise<RenderedMail> {
  return both(
    "You already have an OpenGround account",
    <MailLayout preview="Someone tried to create an account with this address." siteUrl={params.siteUrl} footerLines={accountFooter(params.siteUrl)}>
      <Text style={heading}>You already have an account</Text>
      <Text style={paragraph}>Someone, probably you, tried to create an OpenGround account with this address, which already has one. No new account was made.</Text>
      <Button href={params.signInLink} style={button}>
        Sign in
      </Button>
      <Text style={paragraph}>
        Forgot your password? <Link href={params.resetLink}>Choose a new one</Link>.
      </Text>
    </MailLayout>,
  );
}

export function passwordResetMail(params: { siteUrl: string; link: string }): Promise<RenderedMail> {
  return both(
    "Reset your OpenGround password",
    <MailLayout preview="A link to choose a new password." siteUrl={params.siteUrl} footerLines={accountFooter(params.siteUrl)}>
      <Text style={heading}>Choose a new password</Text>
      <Text style={paragraph}>Someone asked to reset the password of the OpenGround account with this address. If it was you, use this link within one hour; it works once.</Text>
      <Button href={params.link} style={button}>
        Choose a new password
      </Button>
      <Text style={paragraph}>Choosing a new password signs you out everywhere else. If you did not ask, ignore this mail: your password stays as it is. Link: {params.link}</Text>
    </MailLayout>,
  );
}

export function welcomeMail(params: { siteUrl: string; part: WelcomePart }): Promise<RenderedMail> {
  const { part } = params;
  const link = `${params.siteUrl}${part.action.path}`;
  return both(
    part.subject,
    <MailLayout
      preview={part.paragraphs[0]!}
      siteUrl={params.siteUrl}
      footerLines={[`Welcome series, part ${part.part} of 5. Read it on the site: ${params.siteUrl}/welcome-series/${part.part}`, ...accountFooter(params.siteUrl)]}
    >
      <Text style={heading}>{part.title}</Text>
      {part.paragraphs.map((text, index) => (
        <Text key={index} style={paragraph}>
          {text}
        </Text>
      ))}
      <Button href={link} style={button}>
        {part.action.label}
      </Button>
    </MailLayout>,
  );
}

/** A gift year (issue 21): the code, to the buyer and, when given, the recipient. */
export function giftCodeMail(params: { siteUrl: string; role: "buyer" | "recipient"; code: string; buyerEmail: string; months: number }): Promise<RenderedMail> {
  const redeem = `${params.siteUrl}/gift/redeem`;
  const forBuyer = params.role === "buyer";
  return both(
    forBuyer ? "Your OpenGround gift code" : "You have been given a year of OpenGround Vantage",
    <MailLayout preview={forBuyer ? "The code of the Vantage year you bought." : `${params.buyerEmail} gave you OpenGround Vantage.`} siteUrl={params.siteUrl} footerLines={accountFooter(params.siteUrl)}>
      <Text style={heading}>{forBuyer ? "Thank you for your gift" : "A gift for you"}</Text>
      <Text style={paragraph}>
        {forBuyer
          ? `Here is the code of the ${params.months} months of Vantage you bought. Pass it on, or redeem it yourself.`
          : `${params.buyerEmail} gave you ${params.months} months of OpenGround Vantage: every story from every side, without limits.`}
      </Text>
      <Text style={{ ...heading, letterSpacing: "0.08em" }}>{params.code}</Text>
      <Button href={redeem} style={button}>
        Redeem the code
      </Button>
      <Text style={paragraph}>The code works once, on one account. If the button does not work, open {redeem} and enter it there.</Text>
    </MailLayout>,
  );
}
