import { Http, PageHeader, useNavigate, useService, type Section } from '@backoffice/plugin-sdk';
import { Alert, Button, Card, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { quoteOf, TESTIMONIALS_PAGE } from './quote';

/** The sidebar's Testimonials: the testimonial sections, each opening the section editor, and an Add button. */
export default function TestimonialsScreen() {
  const http = useService(Http);
  const navigate = useNavigate();
  const [sections, setSections] = useState<Section[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    http
      .get<{ sections: Section[] }>(`/sections/${TESTIMONIALS_PAGE}`)
      .then((answer) => setSections(answer.sections))
      .catch(() => setProblem('The testimonials could not be loaded.'));
  }, [http]);
  // The section editor of the sections plugin, which runs this plugin's form for the testimonial type. Its
  // address names the page and the section (`/edit-section?page=…&id=…`); `returnTo` is where it goes after.
  const edit = (section?: Section) => {
    const query = new URLSearchParams({ page: TESTIMONIALS_PAGE, ...(section?._id ? { id: section._id } : {}) });
    navigate(`/edit-section?${query}`, { state: { returnTo: '/testimonials' } });
  };

  return (
    <div>
      <PageHeader title="Testimonials" breadcrumb={[{ label: 'Testimonials' }]} />
      <Button type="primary" onClick={() => edit()} style={{ marginBottom: 16 }}>
        Add testimonial
      </Button>
      {problem && <Alert type="error" message={problem} />}
      {!sections && !problem && <Spin />}
      {sections?.length === 0 && <p>No testimonials yet</p>}
      {sections?.map((section) => (
        <Card
          key={section._id}
          size="small"
          title={section.title}
          style={{ marginBottom: 12 }}
          extra={
            <Button onClick={() => edit(section)} aria-label={`Edit ${section.title}`}>
              Edit
            </Button>
          }
        >
          “{quoteOf(section).quote ?? ''}” — {quoteOf(section).author ?? ''}
        </Card>
      ))}
    </div>
  );
}
