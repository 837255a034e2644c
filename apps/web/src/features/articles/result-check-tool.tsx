import type { ComponentProps } from 'react';
import { ReferenceTool } from './reference-tools';
import { ResultCheck } from './result-check';

/** The result check, or without JavaScript the line that says it needs it. */
export function ResultCheckTool(props: ComponentProps<typeof ResultCheck>) {
  return (
    <ReferenceTool needs="check">
      <ResultCheck {...props} />
    </ReferenceTool>
  );
}
