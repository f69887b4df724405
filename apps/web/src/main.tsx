import { StrictMode } from 'react';
import { App } from '@/app/app';
import { seedBootQueries } from '@/app/boot-queries';
import { startApp } from '@/app/page-start';
import { bootAnswers, readBoot } from '@/lib/boot';
import { createQueryClient } from '@/lib/query-client';
import { captureTokenFromUrl, startSessionSync } from '@/lib/session';
import { applyTheme } from '@/lib/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The page the server rendered shows the visitor's theme already (their hint); one without it gets it here.
const renderedTheme = document.documentElement.dataset.theme;
applyTheme();
captureTokenFromUrl();
// The answers the server put into the page: the first render starts from them (no round trip, no loader).
readBoot();
const queryClient = createQueryClient();
seedBootQueries(queryClient, bootAnswers());
// A new tab takes the session of an already open one (session storage is per tab).
startSessionSync();

void startApp(
  root,
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
  renderedTheme,
);
