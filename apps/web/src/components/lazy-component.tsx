import { lazy, useContext, useState, type ComponentType } from 'react';
import { PageStatusContext } from '../page-data';

/** A component whose code is a chunk of its own, loaded on first use or ahead of it. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Loads the chunk; once it has, the component renders at once, without suspending. */
  preload(): Promise<void>;
};

/** Lazy components a server render may show, by name: the server has them all in place, the browser those its page shows. */
const serverRendered = new Map<string, LazyComponent<never>>();

/**
 * Like React.lazy, but preloadable: the server loads them all before its first render
 * (renderToString cannot wait for a chunk) and names in the page those it showed; the browser loads
 * those before it hydrates. Hydration then finds the same tree: a part still waiting for its chunk
 * would stay server HTML without handlers, and a click on it (the user menu) would be lost.
 * `name`: unique, the same on server and browser. `browserOnly`: never rendered on the server (the
 * admin area), so the server does not load it.
 */
export function lazyComponent<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  options: { browserOnly?: boolean } = {},
): LazyComponent<P> {
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
    useContext(PageStatusContext)?.lazyComponents.add(name);
    // Chosen once per mount: switching from Pending to the loaded component on a later render
    // would be another element type to React, which would mount it anew and lose its state (a
    // half-typed comment). Already loaded (a hydrated page): rendered at once, never suspending.
    const [Loaded] = useState(() => (loaded ?? Pending) as ComponentType<P>);
    return <Loaded {...props} />;
  };
  const component = Object.assign(Component, { preload });
  if (!options.browserOnly) {
    if (serverRendered.has(name)) throw new Error(`Two lazy components are named ${name}`);
    serverRendered.set(name, component as LazyComponent<never>);
  }
  return component;
}

/** Loads every lazy component a server render may meet, those that loaded chunks declare included. */
export async function preloadServerRendered(): Promise<void> {
  let count = -1;
  while (count !== serverRendered.size) {
    count = serverRendered.size;
    await Promise.all([...serverRendered.values()].map((component) => component.preload()));
  }
}

/**
 * Loads the lazy components a server-rendered page showed, call once the page's own chunk has
 * loaded: a lazy component declared in a chunk (the article's sections in the article page's,
 * the reference table in the sections') is known once that chunk has loaded, so each round loads
 * those now known. A name this build does not know is passed over.
 */
export async function preloadRenderedOnServer(names: readonly string[]): Promise<void> {
  const loaded = new Set<string>();
  for (;;) {
    const known = names.filter((name) => !loaded.has(name) && serverRendered.has(name));
    if (known.length === 0) return;
    for (const name of known) loaded.add(name);
    await Promise.all(known.map((name) => serverRendered.get(name)?.preload()));
  }
}
