import { useEffect, useState } from 'react';

export interface MapNames {
  /** The map's country names, sorted (empty until the map data has loaded). */
  names: string[];
  /** The map name a typed name stands for, or undefined; undefined for everything until loaded. */
  match: (name: string) => string | undefined;
  ready: boolean;
}

const notReady: MapNames = { names: [], match: () => undefined, ready: false };

/** Loads the map's country names lazily (the map data lives in its own chunk). */
export function useMapNames(): MapNames {
  const [state, setState] = useState<MapNames>(notReady);
  useEffect(() => {
    let alive = true;
    void Promise.all([import('../map/world-atlas'), import('../map/country-names')])
      .then(([atlas, names]) => {
        if (alive)
          setState({
            names: atlas.mapCountryNames,
            match: names.createNameMatcher(atlas.mapCountryNames),
            ready: true,
          });
      })
      .catch(() => undefined); // Suggestions are a help only; the form works without them.
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
