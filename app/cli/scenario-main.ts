/**
 * `npm run scenario`: the scenario runner alone, without loading the other commands (it starts
 * faster, which matters as the card scenarios grow). `moxen scenario` runs the same command.
 */
import { scenarioCommand } from "./commands/scenario";

process.exitCode = await scenarioCommand.run(process.argv.slice(2));
