import { AboutCardsList } from './AboutCardsList';
import { listScreenFor } from './SectionsList';

const AboutUsSections = listScreenFor('about-us');

/** /about-us: the about-us sections (edited in the section editor), then its cards (edited at /about-us/edit/:id). */
export default function AboutUs() {
  return (
    // minmax(0, 1fr): a wide table scrolls inside its column instead of widening the page on a phone.
    <div style={{ display: 'grid', gap: 32, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <AboutUsSections />
      <AboutCardsList />
    </div>
  );
}
