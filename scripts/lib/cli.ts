import { DatabaseBusyError } from "../../lib/db/embedded-lock";
import { EnvError } from "../../lib/env";

/** Runs a CLI's main; known failures print one clear message and exit 1, anything else its stack. */
export function runCli(main: () => Promise<number | void>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      if (error instanceof EnvError || error instanceof DatabaseBusyError) console.error(error.message);
      else console.error(error);
      process.exit(1);
    },
  );
}

/** `--name value` and `--flag` arguments, plus the positional ones. */
export function parseArgs(argv: string[]): { positional: string[]; options: Map<string, string | true> } {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split("=", 2) as [string, string | undefined];
    if (inline !== undefined) options.set(name, inline);
    else if (argv[index + 1] !== undefined && !argv[index + 1]!.startsWith("--")) options.set(name, argv[++index]!);
    else options.set(name, true);
  }
  return { positional, options };
}
