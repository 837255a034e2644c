import { SpanKind } from '@opentelemetry/api';
import { inSpan, startSpan, tracingEnabled } from './tracing';

/**
 * The adapter with a client span around each of its calls (`documents.articles.findOne`,
 * `search.articles.search`, `objects.put`): what a store, the index or the object store cost
 * inside a request's trace. Every call of the ports returns a promise, but two hand out an object
 * whose calls are spans in turn: a documents store's `collection(name)` and a search engine's
 * `index(spec)`. Without tracing the adapter is returned as it is.
 */
export function tracedAdapter<T extends object>(port: string, adapter: T): T {
  return tracingEnabled() ? wrap(port, adapter) : adapter;
}

/** Probes and shutdown: not part of any request, and every readiness probe would be a trace of its own. */
const UNTRACED = new Set(['constructor', 'ping', 'close']);

function wrap<T extends object>(prefix: string, target: T): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string' || UNTRACED.has(property)) return value;
      const method = value as (...args: unknown[]) => unknown;
      if (prefix === 'documents' && property === 'collection') {
        return (name: string) => wrap(`documents.${name}`, method.call(object, name) as object);
      }
      if (prefix === 'search' && property === 'index') {
        return (spec: { name: string }) => (method.call(object, spec) as Promise<object>).then((index) => wrap(`search.${spec.name}`, index));
      }
      return (...args: unknown[]) => inSpan(startSpan(`${prefix}.${property}`, SpanKind.CLIENT), () => method.apply(object, args));
    },
  });
}
