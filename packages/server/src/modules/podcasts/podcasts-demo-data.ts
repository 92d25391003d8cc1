/** Demo content for `npm run seed -- --demo`: podcasts (covers are drawn by the seeder). */
export const DEMO_PODCASTS = [
  { title: 'Cash on Delivery in Morocco: What Changed in 2026', category: 'Cash on Delivery', daysFromToday: -40, live: false, colour: [193, 39, 45] },
  { title: 'Confirming Orders by Phone: Call-Center Scripts That Work', category: 'Call Center', daysFromToday: -33, live: false, colour: [22, 104, 220] },
  { title: 'From Shenzhen to Lagos: Sourcing Winning Products', category: 'Sourcing Goods', daysFromToday: -26, live: false, colour: [216, 150, 20] },
  { title: 'Warehousing on a Budget for New E-commerce Brands', category: 'Warehousing', daysFromToday: -19, live: false, colour: [73, 170, 25] },
  { title: 'Affiliate Networks and Fair COD Remittance', category: 'Affiliation', daysFromToday: -12, live: false, colour: [114, 46, 209] },
  { title: 'Custom Clearance Without Surprises', category: 'Logistic Services', daysFromToday: -5, live: false, colour: [19, 168, 168] },
  { title: 'Live Q&A: Scaling Fulfillment for Ramadan Peaks', category: 'Fulfillment', daysFromToday: 0, live: true, colour: [211, 32, 41] },
  { title: 'Shipping to the Gulf: Carriers, Costs and Delays', category: 'Shipping', daysFromToday: 7, live: false, colour: [23, 125, 220] },
  { title: 'E-commerce Metrics That Predict Returns', category: 'E-commerce', daysFromToday: 14, live: false, colour: [160, 217, 17] },
  { title: 'Ask Us Anything: Logistics for First-Time Sellers', category: 'All', daysFromToday: 21, live: false, colour: [235, 47, 150] },
] as const;

export const DEMO_PODCAST_URL_BASE = 'https://podcasts.example.com/logistics-talks';
