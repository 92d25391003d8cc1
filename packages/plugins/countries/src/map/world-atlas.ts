import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature } from 'topojson-client';
// Shipped in the world-atlas package and bundled into this (lazy) chunk: nothing is fetched at run time.
import countriesTopology from 'world-atlas/countries-110m.json';

export type CountryFeature = Feature<Geometry, { name: string }>;

const topology = countriesTopology as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;

/** The world's countries as GeoJSON features (Antarctica left out: it only takes room). */
export const countryFeatures: CountryFeature[] = (
  feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>
).features.filter((item) => item.properties.name !== 'Antarctica');

/** The names the map knows, sorted: suggestions for the country field. */
export const mapCountryNames: string[] = countryFeatures
  .map((item) => item.properties.name)
  .sort((a, b) => a.localeCompare(b));
