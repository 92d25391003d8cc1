import { fuzzRoutes } from './fuzz-routes';

// Part 1 of the route fuzzing (see fuzz-routes.ts): split in files so that the workers share it out.
fuzzRoutes(1, 4);
