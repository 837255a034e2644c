import type { ComponentProps, ComponentType } from 'react';
import { useOfflineStatus, type OfflineControls } from './offline-status';

/**
 * One of offline reading's controls or pages ("Save for offline", the notices, /saved, ...), once
 * the offline chunk (offline-runtime.ts) has loaded after the page: never in the server's render
 * nor in the hydrating one, and on the first load only these few lines.
 */
export function OfflineControl<N extends Exclude<keyof OfflineControls, 'forgetKeptCopies' | 'isOfflineFailure'>>({ control, ...props }: { control: N } & ComponentProps<OfflineControls[N]>) {
  const Control = useOfflineStatus().controls?.[control] as ComponentType<object> | undefined;
  return Control ? <Control {...props} /> : null;
}
