import { APPLICATION_FILE_MAX_BYTES, HONEYPOT_FIELD, intakeApi } from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { isWellFormedEmail, normaliseEmail } from '../../auth/email-address';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { formatBytes } from '../../http/error-handler';
import { limitRequests, waitText } from '../../limits/rate-limits';
import { acceptUpload } from '../../storage/accept-upload';
import { releasePrivateBytes, reservePrivateBytes } from '../../storage/private-files-quota';
import { readMultipart } from '../../storage/read-multipart';
import type { ModuleContext } from '../module';

const TOO_MANY = 'Too many requests from your address. Please wait a minute and try again.';
const RESUME = { kinds: ['pdf', 'word'], maxBytes: APPLICATION_FILE_MAX_BYTES, label: 'The resume' } as const;
const PORTFOLIO = {
  kinds: ['pdf', 'word', 'image'],
  maxBytes: APPLICATION_FILE_MAX_BYTES,
  label: 'The portfolio',
} as const;

/** The address in its stored form (auth/email-address.ts), refused with a 400 naming the field when malformed. */
function checkedEmail(email: string, field = 'email'): string {
  const normal = normaliseEmail(email, field);
  if (!isWellFormedEmail(normal)) throw new AppError(400, `Please enter a valid ${field}`, field);
  return normal;
}

/** A JSON intake body holds a few short fields: far below the app's 2 MB. */
const JSON_BODY_LIMIT = 16 * 1024;
/** An application's text fields (job, names, email, phone, LinkedIn, cover letter, the honeypot) and their size. */
const APPLICATION_FIELDS = 10;
/** Room for the cover letter (at most COVER_LETTER_MAX characters, up to 4 bytes each); the other fields stay at 300. */
const APPLICATION_FIELD_BYTES = 16 * 1024;
const COVER_LETTER_MAX = 4000;
/** The whole multipart body of an application: two files and the text fields, with room for the boundaries. */
export function applicationBodyLimit(fileBytes: number): number {
  return 2 * fileBytes + APPLICATION_FIELDS * APPLICATION_FIELD_BYTES + 16 * 1024;
}
const STORAGE_FULL = 'We cannot receive files right now. Please try again later.';

/** A request whose honeypot field is filled: a bot. */
function isBot(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Thrown inside a newsletter insert that added nothing (the address is already subscribed). */
class AlreadySubscribed extends Error {}

/**
 * The public site's intake (not in the spec, needed for the data to exist): no session, callable cross-origin
 * only from PUBLIC_SITE_ORIGINS (see app.ts). Against filling the disk or the tables: a per-minute and a daily
 * quota per client address, a honeypot field, small bodies and fields, a total for the private files. Every
 * body is checked. Every insert goes through the write seam (`records.create`), so the activity log records it
 * in the same transaction (by kind and short id only, never the values).
 */
export function intakeRoutes(app: FastifyInstance, { db, uploads, config }: ModuleContext) {
  const open = { public: true, crossOrigin: true };
  // Each route counts its own requests per minute; the daily quota counts all intake routes together (one
  // counter, so one hook shared by the routes). Both per client address, before the body is read.
  const daily = limitRequests(app, {
    name: 'intake:daily',
    max: config.intakeRequestsPerDay,
    windowMs: 24 * 60 * 60_000,
    message: (seconds) => `Too many requests from your address today. Please try again in ${waitText(seconds)}.`,
  });
  const limited = (name: string) => ({
    onRequest: [
      limitRequests(app, {
        name: `intake:${name}`,
        max: config.intakeRequestsPerMinute,
        windowMs: 60_000,
        message: TOO_MANY,
      }),
      daily,
    ],
    bodyLimit: JSON_BODY_LIMIT,
  });
  const ignoredBot = (request: FastifyRequest) =>
    request.log.info({ route: request.url }, 'Public intake: honeypot filled; nothing kept');

  route(
    app,
    intakeApi.newsletter,
    open,
    async (request, reply) => {
      reply.code(201);
      // The same answer whether the address was new, already subscribed or a bot's: nobody can test who subscribed.
      const answer = { success: true, message: 'Subscribed' } as const;
      const email = checkedEmail(request.body.email);
      if (isBot(request.body.website)) return (ignoredBot(request), answer);
      // Subscribing twice adds nothing (and records nothing): the insert answers no row, which ends the write.
      await request.records
        .create('newsletter_subscribers', async (tx) => {
          const added = await tx
            .insertInto('newsletter_subscribers')
            .values({ email })
            .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!added) throw new AlreadySubscribed();
          return added;
        })
        .catch((error: unknown) => {
          if (!(error instanceof AlreadySubscribed)) throw error;
        });
      return answer;
    },
    limited('newsletter'),
  );

  route(
    app,
    intakeApi.leads,
    open,
    async (request, reply) => {
      const body = request.body;
      const email = checkedEmail(body.email);
      reply.code(201);
      const answer = { success: true, message: 'Thank you, our team will contact you' } as const;
      if (isBot(body.website)) return (ignoredBot(request), answer);
      await request.records.create('leads', (tx) =>
        tx
          .insertInto('leads')
          .values({
            first_name: body.firstName.trim(),
            last_name: body.lastName.trim(),
            company_name: body.companyName.trim(),
            email,
            phone_number: body.phoneNumber.trim(),
            num_of_orders: body.numOfOrders.trim(),
            countries_interested: body.countriesInterested.trim(),
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      return answer;
    },
    limited('leads'),
  );

  route(
    app,
    intakeApi.contactSales,
    open,
    async (request, reply) => {
      const body = request.body;
      const companyEmail = checkedEmail(body.companyEmail, 'companyEmail');
      reply.code(201);
      const answer = { success: true, message: 'Thank you, our sales team will contact you' } as const;
      if (isBot(body.website)) return (ignoredBot(request), answer);
      await request.records.create('contact_sales', (tx) =>
        tx
          .insertInto('contact_sales')
          .values({
            full_name: body.fullName.trim(),
            company_name: body.companyName.trim(),
            company_email: companyEmail,
            country: body.country.trim(),
            mobile_number: body.mobileNumber.trim(),
            number_of_orders: body.numberOfOrders.trim(),
            country_interested: body.countryInterested.trim(),
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      return answer;
    },
    limited('contact-sales'),
  );

  // Files can be no larger than UPLOAD_MAX_BYTES either (readMultipart never goes above it).
  const fileBytes = Math.min(APPLICATION_FILE_MAX_BYTES, config.uploadMaxBytes);
  const bodyLimit = applicationBodyLimit(fileBytes);
  const applicationLimits = limited('job-applications');
  route(
    app,
    intakeApi.jobApplications,
    open,
    async (request, reply) => {
      // A body announced larger than two files and the fields is refused before a byte is read; a chunked one
      // is bounded by the parts' own limits (2 files, 10 fields of 16 KB).
      if (Number(request.headers['content-length'] ?? 0) > bodyLimit)
        throw new AppError(413, `The application is too large (files of ${formatBytes(fileBytes)} at most)`);
      // Read first, checked after the text fields: a wrong field is named before a wrong file.
      const form = await readMultipart(request, {
        maxFileBytes: fileBytes,
        maxFiles: 2,
        maxFields: APPLICATION_FIELDS,
        maxFieldBytes: APPLICATION_FIELD_BYTES,
      });
      const value = (key: string) => (form.fields[key] ?? '').trim();
      const fields = {
        job: value('job'),
        f_name: value('fName'),
        l_name: value('lName'),
        email: value('email'),
        phone: value('phone'),
        linked_in: value('linkedIn'),
      };
      if (!fields.job || !fields.f_name || !fields.l_name || !fields.email || !fields.phone)
        throw new AppError(400, 'Please fill in the job, your names, email and phone');
      if (Object.values(fields).some((entry) => entry.length > 300))
        throw new AppError(400, 'A field is too long (300 characters at most)');
      const coverLetter = value('coverLetter').replace(/\r\n?/g, '\n');
      if (coverLetter.length > COVER_LETTER_MAX)
        throw new AppError(400, `The cover letter is too long (${COVER_LETTER_MAX} characters at most)`);
      fields.email = checkedEmail(fields.email);
      if (fields.linked_in && !/^https:\/\/([a-z]{2,3}\.)?linkedin\.com\//i.test(fields.linked_in))
        throw new AppError(
          400,
          'The LinkedIn address must start with https://linkedin.com/ or https://www.linkedin.com/',
        );
      if (!form.files.resume) throw new AppError(400, 'Please attach your resume (PDF or Word)');
      const resume = await acceptUpload(form.files.resume, RESUME);
      const portfolio = form.files.portfolio ? await acceptUpload(form.files.portfolio, PORTFOLIO) : null;
      reply.code(201);
      const answer = { success: true, message: 'Thank you, your application was received' } as const;
      if (isBot(form.fields[HONEYPOT_FIELD])) return (ignoredBot(request), answer);
      // The private files may not grow past PRIVATE_FILES_MAX_BYTES: their bytes are reserved before anything is
      // stored (atomically, across processes), and the reservation becomes the record's in its transaction.
      const bytes = resume.buffer.length + (portfolio?.buffer.length ?? 0);
      const reservation = await reservePrivateBytes(db, bytes, config.privateFilesMaxBytes);
      if (!reservation) {
        request.log.warn(
          { bytes, limit: config.privateFilesMaxBytes },
          'PRIVATE_FILES_MAX_BYTES reached: a job application was refused',
        );
        throw new AppError(413, STORAGE_FULL);
      }
      // Personal data: stored outside the public /uploads tree, read back only through a signed-in route.
      // Files first, the row after; any failure removes what was stored and gives the bytes back, so nothing is left half-saved.
      const stored: string[] = [];
      try {
        stored.push(await uploads.save(resume, 'candidates', { private: true }));
        if (portfolio) stored.push(await uploads.save(portfolio, 'candidates', { private: true }));
        await request.records.create('job_candidates', async (tx) => {
          const row = await tx
            .insertInto('job_candidates')
            .values({
              ...fields,
              cover_letter: coverLetter,
              resume_key: stored[0],
              resume_name: `${resumeBase(resume.filename)}.${resume.ext}`,
              portfolio_key: stored[1] ?? '',
              portfolio_name: portfolio ? `${resumeBase(portfolio.filename)}.${portfolio.ext}` : '',
              files_bytes: bytes,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await releasePrivateBytes(tx, reservation);
          return row;
        });
      } catch (error) {
        for (const key of stored) await uploads.remove(key);
        // Should this fail too (e.g. the database is gone), the orphan sweep drops the reservation later.
        await releasePrivateBytes(db, reservation).catch((releaseError: unknown) =>
          request.log.error({ err: releaseError }, 'A private files reservation could not be released'),
        );
        throw error;
      }
      return answer;
    },
    { onRequest: applicationLimits.onRequest },
  );
}

/** The sent file's name without its extension (the stored one follows the content). */
function resumeBase(name: string): string {
  return name.replace(/\.[^.]*$/, '').slice(0, 80) || 'file';
}
