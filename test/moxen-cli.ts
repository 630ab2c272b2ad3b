/**
 * How tests start the command line: the way `npm run moxen` does, through scripts/cli.mjs (the
 * bundled CLI, rebuilt first when a source under app/ or engine/ is newer). A process then starts
 * in about half a second; through tsx it loads some 1,500 modules one by one (4 s or more a
 * process, and these tests start over a hundred). `npm test` builds the bundle before the tests.
 */
import { join } from "node:path";

export const MOXEN_CLI = join(import.meta.dirname, "..", "scripts", "cli.mjs");
