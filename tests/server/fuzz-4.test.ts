import { fuzzRoutes } from './fuzz-routes';

// Part 4 of the route fuzzing (see fuzz-routes.ts): split in files so that the workers share it out.
fuzzRoutes(4, 4);
