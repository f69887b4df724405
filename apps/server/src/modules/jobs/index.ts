/** The job runner's public face. */
export { createJobRunner, jobBackoffSeconds, type JobHandler, type JobRunner } from './jobs.service';
export {
  databaseNow,
  findJob,
  jobQueues,
  listJobRuns,
  listJobs,
  listProcesses,
  listSchedules,
  purgeFinishedJobs,
  retryFailedJob,
  type JobQueueRow,
  type JobRow,
  type ServerProcessRow,
} from './jobs.repository';
export { JOBS_KEEP_DAYS } from './jobs.maintenance';
export { PROCESS_BEAT_SECONDS } from './jobs.service';
