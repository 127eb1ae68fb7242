// Wraps the footer layout (safe) to add, under the copyright, a link that reports a problem with the page being read, its address filled in.
import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import FooterLayout from '@theme-original/Footer/Layout';
import type {Props} from '@theme/Footer/Layout';
import {reportIssueUrl} from '@site/src/lib/reportIssueUrl';

export default function FooterLayoutWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const issueUrl = reportIssueUrl({
    title: `Problem on ${pathname}`,
    pageUrl: `${siteConfig.url}${pathname}`,
  });
  return (
    <FooterLayout
      {...props}
      copyright={
        <>
          {props.copyright}
          <div className="margin-top--sm">
            <a href={issueUrl} target="_blank" rel="noopener noreferrer" className="footer__link-item">
              Report a problem with this page
            </a>
          </div>
        </>
      }
    />
  );
}
