import { lazy, useState, type ComponentType } from 'react';

/** A component whose code is a chunk of its own, loaded on first use or ahead of it. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Loads the chunk; once it has, the component renders at once, without suspending. */
  preload(): Promise<void>;
};

/** Lazy components that a server render has in place before it renders (see preloadServerRendered). */
const serverRendered: LazyComponent<never>[] = [];

/**
 * Like React.lazy, but preloadable: the browser loads the chunks of the page the server rendered
 * before it hydrates, so hydration finds the same tree and never shows a fallback; the server loads
 * them all before its first render (renderToString cannot wait for a chunk). `browserOnly`: never
 * rendered on the server (the admin area), so the server does not load it.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, options: { browserOnly?: boolean } = {}): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed load (a network blip) may be tried again by the next render.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Pending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  const Component = (props: P) => {
    // Chosen once per mount: switching from Pending to the loaded component on a later render
    // would be another element type to React, which would mount it anew and lose its state (a
    // half-typed comment). Already loaded (a hydrated page): rendered at once, never suspending.
    const [Loaded] = useState(() => (loaded ?? Pending) as ComponentType<P>);
    return <Loaded {...props} />;
  };
  const component = Object.assign(Component, { preload });
  if (!options.browserOnly) serverRendered.push(component as LazyComponent<never>);
  return component;
}

/** Loads every lazy component a server render may meet, those that loaded chunks declare included. */
export async function preloadServerRendered(): Promise<void> {
  let count = -1;
  while (count !== serverRendered.length) {
    count = serverRendered.length;
    await Promise.all(serverRendered.map((component) => component.preload()));
  }
}
