// Everything the configuration checker needs, loaded with a dynamic import() by the component, so
// that the reader, js-yaml and the release's data download on this page only.
import commands from '@site/data/draupnir/commands.json';
import config from '@site/data/draupnir/config.json';
import legacy from '@site/data/draupnir/legacy-config.json';
import type {CommandsFile, ConfigFile} from '@site/scripts/lib/draupnir/dataTypes';
import {makeConfigReader} from '@site/src/lib/draupnir/configReader';
import type {LegacyConfigFile} from '@site/src/lib/draupnir/legacyTypes';

export const reader = makeConfigReader(config as ConfigFile, (commands as CommandsFile).reader, legacy as LegacyConfigFile);
