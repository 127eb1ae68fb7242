// Replaces Root (which renders only its children) to name each page's preview card in its HTML:
// og:image, its size and text alternative, and twitter:image (src/plugins/page-cards). The list of
// cards exists only in the server bundle, so the browser downloads none of it.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import type {Props} from '@theme/Root';
import cards from '@draupnir/page-cards';

export default function Root({children}: Props): ReactNode {
  const card = cards[useLocation().pathname];
  return (
    <>
      {card && (
        <Head>
          <meta property="og:image" content={card.image} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
          <meta property="og:image:alt" content={card.alt} />
          <meta name="twitter:image" content={card.image} />
          <meta name="twitter:image:alt" content={card.alt} />
        </Head>
      )}
      {children}
    </>
  );
}
