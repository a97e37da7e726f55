import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '../runtimeConfig';
import type { AreaModule } from './areas';

export function registerAreaRemotes(remotes: RemoteEntry[]): void {
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

type AreaComponent = ComponentType<Record<string, never>>;

const cache = new Map<string, LazyExoticComponent<AreaComponent>>();

function keyOf({ remote, module }: AreaModule): string {
  return `${remote}/${module}`;
}

/** A lazy component for a remote module; the same instance while it keeps loading fine. */
export function areaComponent(area: AreaModule): LazyExoticComponent<AreaComponent> {
  const key = keyOf(area);
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      const loaded = await loadRemote<{ default: AreaComponent }>(key);
      if (!loaded?.default) throw new Error(`Módulo remoto vazio: ${key}`);
      return loaded;
    });
    cache.set(key, component);
  }
  return component;
}

/** Forget a failed load so that "Tentar novamente" fetches the remote again. */
export function forgetArea(area: AreaModule): void {
  cache.delete(keyOf(area));
}
