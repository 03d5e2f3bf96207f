/** Uploaded files are served under /public. */
export const publicUrl = (path: string) => `/public/${path.replace(/^\/+/, '')}`;
