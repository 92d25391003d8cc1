import { AboutCardsList } from './AboutCardsList';
import { listScreenFor } from './SectionsList';

const AboutUsSections = listScreenFor('about-us');

/** /about-us: the about-us sections (edited in the section editor), then its cards (edited at /about-us/edit/:id). */
export default function AboutUs() {
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      <AboutUsSections />
      <AboutCardsList />
    </div>
  );
}
