import { useMemo, useState } from 'react';
import { geoEqualEarth, geoPath } from 'd3-geo';
import { countryFeatures } from './world-atlas';
import { STATUS_COLOURS, type CountryStatus } from '../country-status';

const WIDTH = 960;
const HEIGHT = 470;
// The kit's theme variables, so the map follows the light and dark themes.
export const UNCOVERED_COLOUR = 'var(--bo-border-strong)';
const SEA_COLOUR = 'var(--bo-surface-raised)';

export interface MapCountry {
  /** The map's name of the country. */
  mapName: string;
  status: CountryStatus;
  /** The name as the admin wrote it (shown on hover when it differs). */
  label: string;
}

export interface WorldMapProps {
  /** Covered countries by map name. */
  covered: ReadonlyMap<string, MapCountry>;
  /** A country was chosen (click, Enter or Space); `covered` is its entry when it is covered. */
  onChoose?: (mapName: string, covered: MapCountry | undefined) => void;
}

/** An SVG world map (world-atlas 110m, Equal Earth projection) with covered countries coloured by status. */
export function WorldMap({ covered, onChoose }: WorldMapProps) {
  const [hovered, setHovered] = useState<string | null>(null);
  const shapes = useMemo(() => {
    const projection = geoEqualEarth().fitExtent(
      [
        [4, 4],
        [WIDTH - 4, HEIGHT - 4],
      ],
      { type: 'FeatureCollection', features: countryFeatures },
    );
    const path = geoPath(projection);
    return countryFeatures.map((item, index) => ({
      key: `${item.properties.name}-${index}`,
      name: item.properties.name,
      d: path(item) ?? '',
    }));
  }, []);

  const hoveredEntry = hovered ? covered.get(hovered) : undefined;
  const describe = (name: string, entry: MapCountry | undefined) =>
    entry
      ? `${entry.label}${entry.label.toLowerCase() !== name.toLowerCase() ? ` (${name})` : ''}: ${entry.status}`
      : `${name}: not covered`;

  return (
    <div style={{ position: 'relative' }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="group"
        aria-label="World map of the countries covered"
        style={{ width: '100%', height: 'auto', display: 'block', background: SEA_COLOUR, borderRadius: 8 }}
      >
        {shapes.map((shape) => {
          const entry = covered.get(shape.name);
          const fill = entry ? (STATUS_COLOURS[entry.status] ?? UNCOVERED_COLOUR) : UNCOVERED_COLOUR;
          const active = hovered === shape.name;
          return (
            <path
              key={shape.key}
              d={shape.d}
              data-country={shape.name}
              data-status={entry?.status ?? 'none'}
              fillOpacity={active ? 1 : entry ? 0.9 : 1}
              strokeWidth={active ? 1.2 : 0.5}
              role={onChoose ? 'button' : 'img'}
              tabIndex={onChoose ? 0 : undefined}
              aria-label={describe(shape.name, entry)}
              // As style, not attributes: presentation attributes do not resolve var().
              style={{
                fill,
                stroke: active ? 'var(--bo-text)' : SEA_COLOUR,
                cursor: onChoose ? 'pointer' : 'default',
                outline: 'none',
                transition: 'fill 0.2s',
              }}
              onMouseEnter={() => setHovered(shape.name)}
              onMouseLeave={() => setHovered((current) => (current === shape.name ? null : current))}
              onFocus={() => setHovered(shape.name)}
              onBlur={() => setHovered((current) => (current === shape.name ? null : current))}
              onClick={() => onChoose?.(shape.name, entry)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onChoose?.(shape.name, entry);
                }
              }}
            >
              <title>{describe(shape.name, entry)}</title>
            </path>
          );
        })}
      </svg>
      {hovered && (
        <div
          role="status"
          className="countries-map-hover"
          style={{
            position: 'absolute',
            top: 12,
            left: 12,
            padding: '6px 12px',
            borderRadius: 6,
            background: 'rgba(20,20,20,0.92)',
            border: '1px solid #424242',
            pointerEvents: 'none',
            display: 'flex',
            alignItems: 'center',
            gap: 8,
          }}
        >
          <span
            style={{
              width: 10,
              height: 10,
              borderRadius: 2,
              background: hoveredEntry ? STATUS_COLOURS[hoveredEntry.status] : UNCOVERED_COLOUR,
              border: '1px solid #595959',
            }}
          />
          {describe(hovered, hoveredEntry)}
        </div>
      )}
    </div>
  );
}
