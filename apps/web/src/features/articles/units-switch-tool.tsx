import type { ComponentProps } from 'react';
import { ReferenceTool } from './reference-tools';
import { UnitsSwitch } from './units-switch';

/** The units switch, or without JavaScript the line that says it needs it. */
export function UnitsSwitchTool(props: ComponentProps<typeof UnitsSwitch>) {
  return (
    <ReferenceTool needs="units">
      <UnitsSwitch {...props} />
    </ReferenceTool>
  );
}
