// A local SMTP server in its own process for the newsletter bench (as a real relay would be): accepts
// every message, counts them, and answers the count over IPC when asked.
import { SMTPServer } from "smtp-server";

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      received += 1;
      callback();
    });
  },
});
server.listen(0, "127.0.0.1", () => process.send!({ port: (server.server.address() as { port: number }).port }));
process.on("message", (message: unknown) => {
  if (message === "count") process.send!({ received });
  if (message === "stop") server.close(() => process.exit(0));
});
