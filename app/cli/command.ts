/** The shape of a `moxen` command (and of a `moxen bench` subcommand). */
export interface Command {
  name: string;
  /** One line for `moxen help`. */
  summary: string;
  /** Full usage text for `moxen <name> --help`. */
  usage: string;
  /** Runs with the arguments after the command name; resolves to the exit code. */
  run(argv: string[]): Promise<number>;
}
