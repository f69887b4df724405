import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Login and register flows seal bodies with RSA and may solve a proof of work:
// on a busy 2-core CI machine that takes longer than the library's 1 s default.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
