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
