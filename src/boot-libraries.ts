/**
 * The libraries every page runs, imported on their own by the entry (src/main.tsx) so that the
 * browser evaluates them in a task of their own, before the app's code (src/boot.tsx).
 */
import '@lingui/core';
import '@lingui/react';
import '@tanstack/react-query';
import '@tanstack/react-query-persist-client';
import '@tanstack/react-router';
import 'react';
import 'react-dom/client';
