import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { canKeepOffline } from './offline-status';

const SaveArticleButton = lazy(() => import('./save-article-button').then((module) => ({ default: module.SaveArticleButton })));
const SaveCategoryButton = lazy(() => import('./save-category-button').then((module) => ({ default: module.SaveCategoryButton })));

/**
 * A control of offline reading, shown once the page runs in a browser that can keep copies: never
 * in the server's render nor in the hydrating one (which must match it), and its code a chunk of
 * its own, loaded after the page (the first load stays as it was).
 */
function offlineControl<P extends object>(Control: ComponentType<P>) {
  return function OfflineControl(props: P) {
    const [available, setAvailable] = useState(false);
    useEffect(() => setAvailable(canKeepOffline()), []);
    if (!available) return null;
    return (
      <Suspense fallback={null}>
        <Control {...props} />
      </Suspense>
    );
  };
}

/** "Save for offline" on an article. */
export const SaveArticleControl = offlineControl(SaveArticleButton);

/** "Save all articles in {category}" on a category's list. */
export const SaveCategoryControl = offlineControl(SaveCategoryButton);
