import { Button, Text } from "@react-email/components";
import { render } from "@react-email/render";
import { button, heading, MailLayout, paragraph } from "./layout";

/** The answer to POST /public/email-token from someone not signed in as the address's owner. */
export async function manageLinkMail(params: { siteUrl: string; link: string }): Promise<{ subject: string; html: string; text: string }> {
  const element = (
    <MailLayout
      preview="A link to manage your OpenGround newsletters."
      siteUrl={params.siteUrl}
      footerLines={["You get this mail because someone asked to manage the newsletters of this address on OpenGround. If that was not you, ignore it."]}
    >
      <Text style={heading}>Manage your newsletters</Text>
      <Text style={paragraph}>Use this link to choose which OpenGround newsletters this address receives. It is yours alone: do not forward this mail.</Text>
      <Button href={params.link} style={button}>
        Manage my newsletters
      </Button>
    </MailLayout>
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: "Manage your OpenGround newsletters", html, text };
}

/** Sign-up of an address the reader has not (yet) shown to be theirs: one click on the link confirms it. */
export async function confirmSubscriptionMail(params: { siteUrl: string; link: string; titles: string[] }): Promise<{ subject: string; html: string; text: string }> {
  const names = params.titles.join(" and ");
  const element = (
    <MailLayout
      preview={`Confirm your subscription to ${names}.`}
      siteUrl={params.siteUrl}
      footerLines={["You get this mail because this address was entered in a newsletter sign-up on OpenGround. If that was not you, ignore it: nothing is sent without your confirmation."]}
    >
      <Text style={heading}>Confirm your subscription</Text>
      <Text style={paragraph}>Someone, probably you, asked to receive {names} at this address.</Text>
      <Button href={params.link} style={button}>
        Confirm my subscription
      </Button>
    </MailLayout>
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: `Confirm your subscription to ${names}`, html, text };
}
