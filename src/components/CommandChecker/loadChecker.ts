// Everything the command checker needs, loaded with a dynamic import() by the component, so that
// the reader and the release's data download on this page only.
import commands from '@site/data/draupnir/commands.json';
import config from '@site/data/draupnir/config.json';
import type {CommandsFile, ConfigFile} from '@site/scripts/lib/draupnir/dataTypes';
import {explainCommand} from '@site/src/lib/draupnir/commandExplanation';
import {makeCommandReader} from '@site/src/lib/draupnir/commandReader';

const reader = makeCommandReader(commands as CommandsFile, config as ConfigFile);

export const explain = (line: string) => explainCommand(reader, line);
