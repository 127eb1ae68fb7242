// Each page's preview card by route, written by src/plugins/page-cards; empty in the browser bundle.
declare module '@draupnir/page-cards' {
  import type {CardTags} from '@site/src/plugins/page-cards';

  const cards: Record<string, CardTags>;
  export default cards;
}
