// Wraps the MDX components: each Markdown table sits in a container that scrolls sideways and can
// take keyboard focus, so a wide table stays readable by keyboard (axe: scrollable-region-focusable).
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>): ReactNode {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

export default {...MDXComponents, table: Table};
