import { CountryForm } from './CountryForm';

/** /explore/countries-covered/add and /add-new-map. */
export default function CountryAdd() {
  return <CountryForm mode="add" />;
}
