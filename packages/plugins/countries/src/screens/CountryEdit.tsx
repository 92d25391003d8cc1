import { CountryForm } from './CountryForm';

/** /explore/countries-covered/edit?id= and /map-countries/edit-map?id=. */
export default function CountryEdit() {
  return <CountryForm mode="edit" />;
}
