import { hydrateRoot } from 'react-dom/client';
import { Harness, type HarnessProps } from './harness';

// The props travel in a data attribute: the page's policy allows no inline script.
const root = document.getElementById('harness');
if (root?.dataset.props) hydrateRoot(root, <Harness {...(JSON.parse(root.dataset.props) as HarnessProps)} />);
