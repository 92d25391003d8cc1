import { counter } from '../../db/count';
import type { DemoSeed } from '../module';

const JOBS: Array<[title: string, department: string, location: string, remote: boolean, salary: string]> = [
  ['Operations Manager', 'Operations', 'Casablanca, Morocco', false, '2500 USD Monthly'],
  ['Senior Backend Engineer', 'Engineering', 'Lagos, Nigeria', true, '60000 USD Annual'],
  ['Call Centre Team Lead', 'Customer Success', 'Nairobi, Kenya', false, '1200 USD Monthly'],
  ['Affiliate Partnerships Manager', 'Growth', 'Dubai, UAE', true, '4500 USD Monthly'],
  ['Warehouse Supervisor', 'Fulfilment', 'Riyadh, Saudi Arabia', false, '2000 USD Monthly'],
];

export const countJobs = counter('jobs');

/** Demo job openings; does nothing when jobs exist. */
export const jobsDemo: DemoSeed = {
  hasContent: async (db) => (await countJobs(db)) > 0,
  async seed({ db }) {
    if ((await countJobs(db)) > 0) return 0;
    await db
      .insertInto('jobs')
      .values(
        JOBS.map(([title, department, location, remote, salary]) => ({
          title,
          department,
          location,
          remote,
          salary,
          description: `Join our ${department.toLowerCase()} team as ${title.toLowerCase()}.`,
          overview: `You will help thousands of online stores deliver with cash on delivery.`,
          content: `<h2>What you will do</h2><ul><li>Own results in ${department.toLowerCase()}</li><li>Work with teams in 20 countries</li></ul><p>We offer health cover and a yearly learning budget.</p>`,
        })),
      )
      .execute();
    return JOBS.length;
  },
};
