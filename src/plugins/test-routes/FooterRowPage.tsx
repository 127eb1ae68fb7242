// Renders the theme's footer with the one-row layout and a logo, as configured by
// config/footer.ts, so both layouts are tested against one build.
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import FooterLayout from '@theme/Footer/Layout';
import FooterLinks from '@theme/Footer/Links';
import FooterLogo from '@theme/Footer/Logo';
import FooterCopyright from '@theme/Footer/Copyright';
import {buildFooter} from '@site/config/footer';

const footer = buildFooter('row', {
  src: 'img/logo-dark.svg',
  alt: 'Draupnir logo',
  width: 48,
  height: 48,
});

export default function FooterRowPage(): ReactNode {
  return (
    <Layout title="Footer row layout" noFooter>
      <FooterLayout
        style={footer.style}
        links={<FooterLinks links={footer.links} />}
        logo={footer.logo && <FooterLogo logo={footer.logo} />}
        copyright={<FooterCopyright copyright={footer.copyright!} />}
      />
    </Layout>
  );
}
