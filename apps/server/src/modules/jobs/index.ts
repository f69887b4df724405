/** The job runner's public face. */
export { createJobRunner, jobBackoffSeconds, type JobHandler, type JobRunner } from './jobs.service';
export { listJobs, listSchedules, purgeFinishedJobs, type JobRow } from './jobs.repository';
