import { toaster } from './Toaster';

/** Notices of a change: 'Brand created successfully', 'Failed to create brand'… */
export const notify = {
  success: (title: string) => toaster.create({ type: 'success', title, duration: 5000 }),
  failure: (title: string, description?: string) =>
    toaster.create({ type: 'error', title, description, duration: 8000, closable: true }),
};
