import { renderToString } from 'react-dom/server';
import { Harness, type HarnessProps } from './harness';

export function renderHarness(props: HarnessProps): string {
  return renderToString(<Harness {...props} />);
}
