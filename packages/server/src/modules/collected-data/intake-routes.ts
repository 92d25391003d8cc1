import { APPLICATION_FILE_MAX_BYTES, intakeApi } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { normaliseEmail } from '../../auth/admins';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { limitRequests } from '../../limits/rate-limits';
import { acceptUpload } from '../../storage/accept-upload';
import { readMultipart } from '../../storage/read-multipart';
import type { ModuleContext } from '../module';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TOO_MANY = 'Too many requests from your address. Please wait a minute and try again.';
const RESUME = { kinds: ['pdf', 'word'], maxBytes: APPLICATION_FILE_MAX_BYTES, label: 'The resume' } as const;
const PORTFOLIO = { kinds: ['pdf', 'word', 'image'], maxBytes: APPLICATION_FILE_MAX_BYTES, label: 'The portfolio' } as const;

function checkEmail(email: string, label = 'email') {
  if (!EMAIL.test(email.trim())) throw new AppError(400, `Please enter a valid ${label}`);
}

/**
 * The public site's intake (not in the spec, needed for the data to exist): no session, rate limited per
 * client address, callable cross-origin only from PUBLIC_SITE_ORIGINS (see app.ts). Every body is checked.
 */
export function intakeRoutes(app: FastifyInstance, { db, uploads, config }: ModuleContext) {
  // Each intake route counts its own requests per client address (shared by every process with REDIS_URL),
  // before the body is read.
  const open = { public: true, crossOrigin: true };
  const limited = (name: string) => ({
    onRequest: limitRequests(app, { name: `intake:${name}`, max: config.intakeRequestsPerMinute, windowMs: 60_000, message: TOO_MANY }),
  });

  route(app, intakeApi.newsletter, open, async (request, reply) => {
    const email = normaliseEmail(request.body.email);
    // Subscribing twice is not an error and adds nothing.
    const added = await db.insertInto('newsletter_subscribers').values({ email }).onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing()).returning('id').executeTakeFirst();
    reply.code(added ? 201 : 200);
    return { success: true, message: added ? 'Subscribed' : 'Already subscribed' };
  }, limited('newsletter'));

  route(app, intakeApi.leads, open, async (request, reply) => {
    const body = request.body;
    checkEmail(body.email);
    await db
      .insertInto('leads')
      .values({
        first_name: body.firstName.trim(), last_name: body.lastName.trim(), company_name: body.companyName.trim(), email: normaliseEmail(body.email),
        phone_number: body.phoneNumber.trim(), num_of_orders: body.numOfOrders.trim(), countries_interested: body.countriesInterested.trim(),
      })
      .execute();
    reply.code(201);
    return { success: true, message: 'Thank you, our team will contact you' };
  }, limited('leads'));

  route(app, intakeApi.contactSales, open, async (request, reply) => {
    const body = request.body;
    await db
      .insertInto('contact_sales')
      .values({
        full_name: body.fullName.trim(), company_name: body.companyName.trim(), company_email: normaliseEmail(body.companyEmail), country: body.country.trim(),
        mobile_number: body.mobileNumber.trim(), number_of_orders: body.numberOfOrders.trim(), country_interested: body.countryInterested.trim(),
      })
      .execute();
    reply.code(201);
    return { success: true, message: 'Thank you, our sales team will contact you' };
  }, limited('contact-sales'));

  route(app, intakeApi.jobApplications, open, async (request, reply) => {
    // Read first, checked after the text fields: a wrong field is named before a wrong file.
    const form = await readMultipart(request, { maxFileBytes: APPLICATION_FILE_MAX_BYTES, maxFiles: 2, maxFieldBytes: 10_000 });
    const value = (key: string) => (form.fields[key] ?? '').trim();
    const fields = { job: value('job'), f_name: value('fName'), l_name: value('lName'), email: value('email'), phone: value('phone'), linked_in: value('linkedIn') };
    if (!fields.job || !fields.f_name || !fields.l_name || !fields.email || !fields.phone) throw new AppError(400, 'Please fill in the job, your names, email and phone');
    if (Object.values(fields).some((entry) => entry.length > 300)) throw new AppError(400, 'A field is too long (300 characters at most)');
    checkEmail(fields.email);
    if (fields.linked_in && !/^https:\/\/([a-z]{2,3}\.)?linkedin\.com\//i.test(fields.linked_in)) throw new AppError(400, 'The LinkedIn address must start with https://linkedin.com/ or https://www.linkedin.com/');
    if (!form.files.resume) throw new AppError(400, 'Please attach your resume (PDF or Word)');
    const resume = await acceptUpload(form.files.resume, RESUME);
    const portfolio = form.files.portfolio ? await acceptUpload(form.files.portfolio, PORTFOLIO) : null;
    // Personal data: stored outside the public /uploads tree, read back only through a signed-in route.
    // Files first, the row after; any failure removes what was stored, so nothing is left half-saved.
    const stored: string[] = [];
    try {
      stored.push(await uploads.save(resume, 'candidates', { private: true }));
      if (portfolio) stored.push(await uploads.save(portfolio, 'candidates', { private: true }));
      await db
        .insertInto('job_candidates')
        .values({
          ...fields, email: normaliseEmail(fields.email), resume_key: stored[0], resume_name: `${resumeBase(resume.filename)}.${resume.ext}`,
          portfolio_key: stored[1] ?? '', portfolio_name: portfolio ? `${resumeBase(portfolio.filename)}.${portfolio.ext}` : '',
        })
        .execute();
    } catch (error) {
      for (const key of stored) await uploads.remove(key);
      throw error;
    }
    reply.code(201);
    return { success: true, message: 'Thank you, your application was received' };
  }, limited('job-applications'));
}

/** The sent file's name without its extension (the stored one follows the content). */
function resumeBase(name: string): string {
  return name.replace(/\.[^.]*$/, '').slice(0, 80) || 'file';
}
