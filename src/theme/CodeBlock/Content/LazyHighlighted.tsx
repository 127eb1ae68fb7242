// The browser bundle's code highlighter (see src/plugins/prism-on-demand): Prism arrives in its own
// chunk the first time a code block renders after a client-side navigation.
import {lazy} from 'react';

export default lazy(() => import(/* webpackChunkName: "prism" */ './Highlighted'));
