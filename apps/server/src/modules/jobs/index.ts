/** The job runner's public face. */
export { createJobRunner, jobBackoffSeconds, type JobHandler, type JobRunner } from './jobs.service';
export {
  databaseNow,
  JOBS_KEEP_DAYS,
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
export { PROCESS_BEAT_SECONDS } from './jobs.service';
