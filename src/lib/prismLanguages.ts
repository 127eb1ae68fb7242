// Adds the languages listed in themeConfig.prism.additionalLanguages to prism-react-renderer's Prism.
// Prism's language files extend a global `Prism`, so ours is lent to them while they load. Loading a
// language twice is harmless: the bundler runs each language file once.
import siteConfig from '@generated/docusaurus.config';
import type {Prism as PrismType} from 'prism-react-renderer';

declare const require: (id: string) => unknown;

type PrismConfig = {additionalLanguages: string[]};

export function registerPrismLanguages(prism: typeof PrismType): void {
  const {additionalLanguages} = (siteConfig.themeConfig as {prism: PrismConfig}).prism;
  const global = globalThis as {Prism?: unknown};
  const previous = global.Prism;
  global.Prism = prism;
  try {
    for (const language of additionalLanguages) {
      require(`prismjs/components/prism-${language}`);
    }
  } finally {
    if (previous === undefined) delete global.Prism;
    else global.Prism = previous;
  }
}
