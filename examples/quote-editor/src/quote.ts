import type { Section, SectionBody, SectionEditor } from '@backoffice/plugin-sdk';

/** The page area the testimonials live in (`GET /sections/testimonials`). */
export const TESTIMONIALS_PAGE = 'testimonials';
export const TESTIMONIAL_TYPE = 'testimonial';

export interface QuoteDraft {
  quote: string;
  author: string;
  role: string;
  /** The stored photo's address. */
  photo?: string;
  /** A photo chosen now, sent with the save. */
  photoFile?: File | null;
}

interface StoredQuote {
  quote?: string;
  author?: string;
  role?: string;
  image?: string;
}

/** The body the server keeps for this type, under `testimonialSection`: a contributed type's own fields are text. */
export function quoteOf(section: Section): StoredQuote {
  const body: SectionBody | undefined = section[`${TESTIMONIAL_TYPE}Section`];
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { quote: text(body?.quote), author: text(body?.author), role: text(body?.role), image: text(body?.image) };
}

/** A testimonial: a quote, its author and their role, and the author's photo (the section's image). */
export const quoteEditor: SectionEditor<QuoteDraft> = {
  type: TESTIMONIAL_TYPE,
  label: 'Testimonial Quote',
  empty: () => ({ quote: '', author: '', role: '' }),
  fromSection: (section) => {
    const body = quoteOf(section);
    return {
      quote: body.quote ?? '',
      author: body.author ?? '',
      role: body.role ?? '',
      photo: body.image || undefined,
    };
  },
  validate: (draft) => {
    if (!draft.quote.trim()) return 'The quote is required';
    if (!draft.author.trim()) return 'The author is required';
    return null;
  },
  // The existing section calls: `<type>Section.<field>` fields, the photo as the section's `image` file.
  serialize: (draft, form) => {
    form.append(`${TESTIMONIAL_TYPE}Section.quote`, draft.quote);
    form.append(`${TESTIMONIAL_TYPE}Section.author`, draft.author);
    form.append(`${TESTIMONIAL_TYPE}Section.role`, draft.role);
    if (draft.photoFile) form.append('image', draft.photoFile);
    else if (!draft.photo) form.append(`${TESTIMONIAL_TYPE}Section.image`, '');
  },
  searchTexts: (section) => [quoteOf(section).quote, quoteOf(section).author],
  imageOf: (section) => quoteOf(section).image || undefined,
  form: () => import('./QuoteForm'),
  preview: () => import('./QuotePreview'),
};
