/** The platform's own view: processes, jobs, every brand. */
export { registerPlatformRoutes } from './platform.routes';
